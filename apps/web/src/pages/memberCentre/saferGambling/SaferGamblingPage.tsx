import { Trans, useLingui } from '@lingui/react/macro'
import {
  connectSaferGambling,
  createSaferGambling,
  type ExclusionKind,
  type LimitRow,
  type Money,
  type RealityCheckMinutes,
} from '@portal/core'
import { useFlow } from '@portal/react'
import { useId, useState } from 'react'
import { Button } from '../../../components/Button/Button'
import { submitted } from '../../../components/form/submitted'
import { Modal, ModalText } from '../../../components/Modal/Modal'
import { PageState } from '../../../components/PageState/PageState'
import { PanelState } from '../../../components/PageState/PanelState'
import { Spinner } from '../../../components/Spinner/Spinner'
import { useFailureMessage } from '../../../i18n/useFailureMessage'
import { useFormatters } from '../../../i18n/useFormatters'
import { useValidationMessage } from '../../../i18n/useValidationMessage'
import styles from '../MemberCentre.module.css'
import safer from './SaferGambling.module.css'

/** `23:59:58`: the cooling-off's time left, to the second. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`
}

/**
 * saferGambling (issue 13, docs/safer-gambling.md): deposit and loss limits with their cooling-off, the reality
 * check's interval, time-out and self-exclusion. Applying an exclusion signs the member out (the flow does).
 */
export default function SaferGamblingPage() {
  const [view] = useFlow(createSaferGambling, connectSaferGambling)
  const failureMessage = useFailureMessage()

  // The page's title from the start, as the other centre pages: only what it needs to load waits.
  const title = (
    <h1 className={styles.title}>
      <Trans>Safer gambling</Trans>
    </h1>
  )
  if (view.status === 'loading' || view.status === 'failed')
    return (
      <PanelState
        status={view.status}
        title={title}
        onRetry={view.retry}
        reason={<Trans>Your safer gambling settings could not be loaded.</Trans>}
      />
    )
  return (
    <>
      <div className={styles.panel}>
        {title}
        <p className={styles.muted}>
          <Trans>
            Limits keep play affordable. Lowering a limit applies at once; raising or removing one applies
            after a 24-hour cooling-off.
          </Trans>
        </p>
        {view.failure && !view.confirming && (
          <p className={styles.failure} role="alert">
            {failureMessage(view.failure)}
          </p>
        )}
        <PageState
          failed={view.stale}
          reason={<Trans>The limits could not be refreshed.</Trans>}
          onRetry={view.retry}
        />
        <LimitGroup view={view} kind="deposit" />
        <LimitGroup view={view} kind="loss" />
      </div>
      <RealityCheck view={view} />
      <TakeABreak view={view} />
      <ConfirmExclusion view={view} />
    </>
  )
}

function LimitGroup({ view, kind }: { view: FullView; kind: 'deposit' | 'loss' }) {
  const headingId = useId()
  return (
    <section className={safer.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subtitle}>
        {kind === 'deposit' ? <Trans>Deposit limits</Trans> : <Trans>Loss limits</Trans>}
      </h2>
      <ul className={safer.limits}>
        {view.rows
          .filter((row) => row.kind === kind)
          .map((row) => (
            <LimitRowView key={row.key} row={row} view={view} />
          ))}
      </ul>
    </section>
  )
}

type FullView = ReturnType<typeof connectSaferGambling>

function LimitRowView({ row, view }: { row: LimitRow; view: FullView }) {
  const { t } = useLingui()
  const { amount: formatAmount, dateTime } = useFormatters()
  const validationMessage = useValidationMessage()
  const inputId = useId()
  const amountText = (amount: Money | null) => (amount === null ? t`No limit` : formatAmount(amount))
  const periods = { day: t`Daily`, week: t`Weekly`, month: t`Monthly` }
  const error = row.issue ? validationMessage(row.issue) : null
  const pendingAmount = row.pending ? amountText(row.pending.amount) : ''
  const appliesAt = row.pending ? dateTime(row.pending.appliesAt) : ''
  const left = row.pending ? formatRemaining(row.pending.remainingMs) : ''
  return (
    <li className={safer.limit} data-testid={`limit-${row.key}`}>
      <label className={safer.period} htmlFor={inputId}>
        {periods[row.period]}
      </label>
      <span className={safer.current} data-testid="limit-current">
        {amountText(row.amount)}
      </span>
      <form className={safer.edit} onSubmit={submitted(() => view.saveLimit(row.key))}>
        <input
          id={inputId}
          className={safer.input}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t`New limit`}
          value={row.draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => view.change(row.key, event.target.value)}
        />
        <Button type="submit" size="small" variant="secondary" disabled={view.busy}>
          {row.saving ? <Spinner size={14} /> : <Trans>Save</Trans>}
        </Button>
      </form>
      {error && (
        <p id={`${inputId}-error`} className={safer.note} data-tone="danger">
          {error}
        </p>
      )}
      {row.saved && !row.pending && (
        <p className={safer.note} data-tone="success" role="status">
          <Trans>Saved: applies now.</Trans>
        </p>
      )}
      {row.pending && (
        <p className={safer.note} data-testid="limit-pending" role="status">
          <Trans>
            Changes to {pendingAmount} on {appliesAt} (in <time className={safer.clock}>{left}</time>)
          </Trans>
        </p>
      )}
    </li>
  )
}

function RealityCheck({ view }: { view: FullView }) {
  const { t } = useLingui()
  const selectId = useId()
  const choice = (minutes: RealityCheckMinutes) => (minutes === 0 ? t`Off` : t`Every ${minutes} minutes`)
  return (
    <div className={styles.panel}>
      <h2 className={styles.subtitle}>
        <Trans>Reality check</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>
          While a game is open, a reminder shows how long you have played and your net win or loss this
          session.
        </Trans>
      </p>
      <div className={styles.row}>
        <label htmlFor={selectId}>
          <Trans>Remind me</Trans>
        </label>
        <select
          id={selectId}
          className={safer.select}
          value={view.realityCheckMinutes}
          disabled={view.busy}
          onChange={(event) => view.setReminder(Number(event.target.value) as RealityCheckMinutes)}
        >
          {view.reminderChoices.map((minutes) => (
            <option key={minutes} value={minutes}>
              {choice(minutes)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

export function useDurationLabel() {
  const { t } = useLingui()
  return (days: number) => {
    if (days >= 365) {
      const years = Math.round(days / 365)
      return years === 1 ? t`1 year` : t`${years} years`
    }
    if (days >= 183) return t`6 months`
    if (days % 7 === 0) {
      const weeks = days / 7
      return weeks === 1 ? t`1 week` : t`${weeks} weeks`
    }
    return days === 1 ? t`24 hours` : t`${days} days`
  }
}

function TakeABreak({ view }: { view: FullView }) {
  return (
    <div className={styles.panel}>
      <h2 className={styles.subtitle}>
        <Trans>Take a break</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>
          Both take effect at once: you are signed out and cannot sign in until the time ends. Neither can be
          undone or shortened.
        </Trans>
      </p>
      <BreakChoice view={view} kind="timeOut" />
      <BreakChoice view={view} kind="selfExclusion" />
    </div>
  )
}

function BreakChoice({ view, kind }: { view: FullView; kind: ExclusionKind }) {
  const durationLabel = useDurationLabel()
  const choices = view.exclusionChoices[kind]
  const [days, setDays] = useState(choices[0] ?? 1)
  const selectId = useId()
  return (
    <div className={safer.break}>
      <label htmlFor={selectId} className={safer.breakLabel}>
        {kind === 'timeOut' ? <Trans>Time-out</Trans> : <Trans>Self-exclusion</Trans>}
      </label>
      <select
        id={selectId}
        className={safer.select}
        value={days}
        onChange={(event) => setDays(Number(event.target.value))}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {durationLabel(choice)}
          </option>
        ))}
      </select>
      <Button
        size="small"
        variant="secondary"
        disabled={view.busy}
        onClick={() => view.askExclusion(kind, days)}
      >
        {kind === 'timeOut' ? <Trans>Start time-out</Trans> : <Trans>Self-exclude</Trans>}
      </Button>
    </div>
  )
}

function ConfirmExclusion({ view }: { view: FullView }) {
  const durationLabel = useDurationLabel()
  const failureMessage = useFailureMessage()
  const asked = view.confirming
  const length = asked ? durationLabel(asked.days) : ''
  return (
    <Modal
      open={asked !== null}
      icon="lock"
      title={
        asked?.kind === 'selfExclusion' ? (
          <Trans>Self-exclude for {length}?</Trans>
        ) : (
          <Trans>Take a time-out for {length}?</Trans>
        )
      }
      onClose={view.cancelExclusion}
      busy={view.excluding}
      actions={
        <>
          <Button variant="secondary" onClick={view.cancelExclusion} disabled={view.excluding}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={view.confirmExclusion} disabled={view.excluding}>
            <Trans>Confirm</Trans>
          </Button>
        </>
      }
    >
      <ModalText>
        <Trans>
          You will be signed out now and cannot sign in for {length}. No promotion popups will be shown. This
          cannot be undone or shortened.
        </Trans>
      </ModalText>
      {view.failure && (
        <p className={styles.failure} role="alert">
          {failureMessage(view.failure)}
        </p>
      )}
    </Modal>
  )
}
