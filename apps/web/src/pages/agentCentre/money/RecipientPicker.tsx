import { Trans, useLingui } from '@lingui/react/macro'
import { connectTeamManagement, createTeamManagement } from '@portal/core'
import { useFlow } from '@portal/react'
import type { KeyboardEvent } from 'react'
import { Button } from '../../../components/Button/Button'
import styles from './AgentMoney.module.css'

interface RecipientPickerProps {
  chosen: string
  upline: string | null
  error: string | null
  onPick(account: string): void
}

/**
 * Who receives a transfer: my upline, or someone in my team found by part of their account (every level), my
 * direct downlines listed before any search. The team list is team management's flow, not a copy of it.
 */
export function RecipientPicker({ chosen, upline, error, onPick }: RecipientPickerProps) {
  const { t } = useLingui()
  const [team] = useFlow(createTeamManagement, connectTeamManagement)
  // Inside the transfer's form, so no form of its own: Enter searches instead of sending the transfer.
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    team.search()
  }
  const person = (account: string, kind: string) => (
    <li key={account}>
      <button
        type="button"
        className={styles.person}
        aria-pressed={chosen === account}
        onClick={() => onPick(account)}
      >
        {account} <span className={styles.kind}>{kind}</span>
      </button>
    </li>
  )
  return (
    <fieldset className={styles.picker} aria-describedby={error ? 'recipient-error' : undefined}>
      <legend>
        <Trans>Recipient</Trans>
      </legend>
      <p className={styles.chosen} aria-live="polite" data-testid="recipient">
        {chosen === '' ? <Trans>Nobody chosen yet</Trans> : chosen}
      </p>
      {upline && <ul className={styles.people}>{person(upline, t`my upline`)}</ul>}
      <search className={styles.search}>
        <input
          aria-label={t`Search my team`}
          value={team.searchText}
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
          placeholder={t`Part of an account`}
          onChange={(event) => team.changeSearch(event.target.value)}
          onKeyDown={searchOnEnter}
        />
        <Button type="button" size="small" variant="secondary" onClick={team.search}>
          <Trans>Search</Trans>
        </Button>
      </search>
      <ul className={styles.people} aria-busy={team.status === 'loading'}>
        {team.rows.map((row) => person(row.account, row.kind === 'agent' ? t`agent` : t`member`))}
      </ul>
      {error && (
        <p id="recipient-error" className={styles.failure} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
