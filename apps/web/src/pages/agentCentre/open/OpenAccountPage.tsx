import { Trans, useLingui } from '@lingui/react/macro'
import {
  type AgentOpenField,
  type AgentOpenIssue,
  connectAgentOpen,
  createAgentOpen,
  type OpenAccountType,
} from '@portal/core'
import { useFlow } from '@portal/react'
import type { FormEvent } from 'react'
import { Link } from 'wouter'
import { SubmitOrRetry } from '../../../components/Button/SubmitOrRetry'
import { PasswordField } from '../../../components/form/PasswordField/PasswordField'
import { TextField } from '../../../components/form/TextField/TextField'
import { PageState } from '../../../components/PageState/PageState'
import { useTeamFailure } from '../../../components/teamMoney/useTeamFailure'
import { useValidationMessage } from '../../../i18n/useValidationMessage'
import centre from '../AgentCentre.module.css'
import styles from './OpenAccount.module.css'

/**
 * Open account (registerCenter): a member or a sub-agent directly under me, checked with the register form's
 * rules; one encrypted request per click, its key made in the core, the passwords forgotten once it is open.
 */
// Written out: importing agentPages' helper would make a loop (agentPages loads this page).
const teamHref = '/agentHome/downlineManagmentView'
const contractsHref = (downline: string) =>
  `/agentHome/agentContracts?downline=${encodeURIComponent(downline)}`

export default function OpenAccountPage() {
  const { t } = useLingui()
  const [view] = useFlow(createAgentOpen, connectAgentOpen)
  const rule = useValidationMessage()
  const failure = useTeamFailure()
  const say = (issue: AgentOpenIssue) => ('kind' in issue ? failure(issue) : rule(issue))
  const error = (field: AgentOpenField) => {
    const issue = view.fieldErrors[field]
    return issue ? say(issue) : null
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    view.submit()
  }
  const sending = view.status === 'sending'
  const types: { value: OpenAccountType; label: string }[] = [
    { value: 'member', label: t`Member` },
    { value: 'agent', label: t`Agent` },
  ]

  return (
    <div className={centre.panel}>
      <h2 className={centre.title}>
        <Trans>Open account</Trans>
      </h2>
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'loadFailed' && !!view.failure}
        reason={view.failure && failure(view.failure)}
        onRetry={view.retry}
      >
        {
          <form className={styles.form} onSubmit={submit} noValidate>
            <fieldset className={styles.types}>
              <legend>
                <Trans>Account type</Trans>
              </legend>
              {types.map((type) => (
                <label key={type.value} className={styles.type}>
                  <input
                    type="radio"
                    name="accountType"
                    value={type.value}
                    checked={view.accountType === type.value}
                    onChange={() => view.chooseType(type.value)}
                  />
                  {type.label}
                </label>
              ))}
            </fieldset>
            <TextField
              label={t`Account`}
              value={view.fields.username}
              onValueChange={(value) => view.change('username', value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              dir="ltr"
              required
              error={error('username')}
            />
            <PasswordField
              label={t`Password`}
              value={view.fields.password}
              onValueChange={(value) => view.change('password', value)}
              autoComplete="new-password"
              dir="ltr"
              required
              error={error('password')}
            />
            <PasswordField
              label={t`Confirm password`}
              value={view.fields.confirmPassword}
              onValueChange={(value) => view.change('confirmPassword', value)}
              autoComplete="new-password"
              dir="ltr"
              required
              error={error('confirmPassword')}
            />
            {view.failure && (
              <p className={styles.failure} role="alert">
                {failure(view.failure)}
              </p>
            )}
            {view.opened && view.status === 'ready' && (
              <div className={styles.opened} role="status" data-testid="opened-account">
                <p>
                  {view.opened.accountType === 'agent' ? (
                    <Trans>
                      Agent account <strong dir="ltr">{view.opened.account}</strong> opened in your team.
                    </Trans>
                  ) : (
                    <Trans>
                      Member account <strong dir="ltr">{view.opened.account}</strong> opened in your team.
                    </Trans>
                  )}
                </p>
                <div className={styles.row}>
                  <Link href={teamHref}>
                    <Trans>See it in team management</Trans>
                  </Link>
                  {view.opened.accountType === 'agent' && (
                    <Link href={contractsHref(view.opened.account)}>
                      <Trans>Offer a contract</Trans>
                    </Link>
                  )}
                </div>
              </div>
            )}
            <div className={styles.row}>
              <SubmitOrRetry
                canRetry={view.canRetry}
                onRetry={view.retry}
                busy={sending}
                blocked={!view.canSubmit}
                label={<Trans>Open account</Trans>}
                busyLabel={<Trans>Opening…</Trans>}
              />
            </div>
          </form>
        }
      </PageState>
    </div>
  )
}
