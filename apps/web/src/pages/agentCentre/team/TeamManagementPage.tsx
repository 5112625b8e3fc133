import { Trans, useLingui } from '@lingui/react/macro'
import { connectTeamManagement, createTeamManagement, type TeamLevel } from '@portal/core'
import { useFlow } from '@portal/react'
import { type FormEvent, useId } from 'react'
import { Button } from '../../../components/Button/Button'
import { ListPager } from '../../../components/ListPager/ListPager'
import { PageState } from '../../../components/PageState/PageState'
import { useTeamFailure } from '../../../components/teamMoney/useTeamFailure'
import { useFormatters } from '../../../i18n/useFormatters'
import centre from '../AgentCentre.module.css'
import { DownlineDetailsModal } from './DownlineDetailsModal'
import { DownlineTable } from './DownlineTable'
import styles from './TeamManagement.module.css'

const levelOf = (value: string): TeamLevel | null =>
  value === '1' || value === '2' || value === '3' ? (Number(value) as TeamLevel) : null

/**
 * Team management (downlineManagmentView, DOWNMAN): my downlines a page at a time, by level or by part of an
 * account, with the way down as breadcrumbs; an agent's own team opens from its row, and any downline's
 * details in a dialog.
 */
export default function TeamManagementPage() {
  const { t } = useLingui()
  const [view] = useFlow(createTeamManagement, connectTeamManagement)
  const format = useFormatters()
  const failureMessage = useTeamFailure()
  const searchId = useId()
  const levelId = useId()
  const errorId = useId()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    view.search()
  }

  return (
    <div className={centre.panel}>
      <h2 className={centre.title}>
        <Trans>Team management</Trans>
      </h2>
      <nav aria-label={t`Team levels`}>
        <ol className={styles.crumbs}>
          {view.crumbs.map((account, index) => {
            const here = index === view.crumbs.length - 1
            const name = account ?? t`My team`
            return (
              <li key={account ?? ''}>
                {here ? (
                  <span aria-current="location" className={styles.crumbHere}>
                    {name}
                  </span>
                ) : (
                  <button type="button" className={styles.crumb} onClick={() => view.up(account)}>
                    {name}
                  </button>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <div className={styles.toolbar}>
        <form className={styles.search} onSubmit={submit}>
          <label htmlFor={searchId} className={styles.label}>
            <Trans>Account</Trans>
          </label>
          <input
            id={searchId}
            className={styles.input}
            value={view.searchText}
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            placeholder={t`Part of an account`}
            aria-invalid={view.searchError !== null}
            aria-describedby={view.searchError ? errorId : undefined}
            onChange={(event) => view.changeSearch(event.target.value)}
          />
          <Button type="submit" size="small">
            <Trans>Search</Trans>
          </Button>
          {view.searchError && (
            <p id={errorId} className={styles.fieldError} role="alert">
              <Trans>Letters and digits only, at most {view.searchError.max}</Trans>
            </p>
          )}
        </form>
        <div className={styles.level}>
          <label htmlFor={levelId} className={styles.label}>
            <Trans>Level</Trans>
          </label>
          <select
            id={levelId}
            className={styles.input}
            value={view.level ?? ''}
            onChange={(event) => view.pickLevel(levelOf(event.target.value))}
          >
            <option value="">{t`All levels`}</option>
            <option value="1">{t`Level 1 (direct)`}</option>
            <option value="2">{t`Level 2`}</option>
            <option value="3">{t`Level 3`}</option>
          </select>
        </div>
      </div>
      {/* The count is of the rows on show: while a search is on its way it would pair the new words with the old
          total and rows, so it waits for the answer. */}
      <p className={centre.muted} aria-live="polite" hidden={view.status !== 'ready'}>
        {view.appliedSearch ? (
          <Trans>
            {format.count(view.total)} downlines matching “{view.appliedSearch}”
          </Trans>
        ) : (
          <Trans>{format.count(view.total)} downlines</Trans>
        )}
      </p>
      <PageState
        loading={view.status === 'loading' && view.rows.length === 0}
        failed={view.status === 'failed' && !!view.failure}
        reason={view.failure && failureMessage(view.failure)}
        onRetry={view.retry}
      />
      {view.status === 'ready' && view.rows.length === 0 && (
        <p className={centre.muted}>
          <Trans>No downlines here.</Trans>
        </p>
      )}
      {view.rows.length > 0 && (
        <DownlineTable
          rows={view.rows}
          busy={view.status === 'loading'}
          onDetails={view.openDetails}
          onDrill={view.drill}
        />
      )}
      <ListPager
        className={styles.pager}
        page={view.page}
        totalPages={view.totalPages}
        goToPage={view.goToPage}
      />
      <DownlineDetailsModal
        details={view.details}
        onClose={view.closeDetails}
        onRetry={view.retryDetails}
        onDrill={view.drill}
        failureMessage={failureMessage}
      />
    </div>
  )
}
