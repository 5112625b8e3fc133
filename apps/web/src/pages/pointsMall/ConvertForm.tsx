import { Trans, useLingui } from '@lingui/react/macro'
import type { PointsMallIntents, PointsMallView } from '@portal/core'
import type { FormEvent } from 'react'
import { Button } from '../../components/Button/Button'
import { FundPasswordField } from '../../components/form/PasswordField/FundPasswordField'
import { TextField } from '../../components/form/TextField/TextField'
import { useFormatters } from '../../i18n/useFormatters'
import styles from './PointsMall.module.css'
import { usePointsMessages } from './usePointsMessages'
import { usePointsText } from './usePointsText'

/** Cash to points: an amount from the main wallet and the fund password; one request per click. */
export function ConvertForm({ view }: { view: PointsMallView & PointsMallIntents }) {
  const { t } = useLingui()
  const { issue, failure } = usePointsMessages()
  const points = usePointsText()
  const money = useFormatters().amount
  const submit = (event: FormEvent) => {
    event.preventDefault()
    view.convert()
  }
  return (
    <section className={styles.section} aria-labelledby="convert-title">
      <h2 id="convert-title" className={styles.subtitle}>
        <Trans>Cash to points</Trans>
      </h2>
      {view.balance && (
        <p className={styles.muted} data-testid="main-balance">
          <Trans>Main wallet: {money(view.balance)}</Trans>
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t`Amount`}
          value={view.convertForm.amount}
          onValueChange={(value) => view.setConvertField('amount', value)}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          required
          error={issue(view.convertErrors.amount)}
          hint={
            view.convertPoints !== null ? (
              <Trans>You get {points(view.convertPoints)} points</Trans>
            ) : undefined
          }
        />
        <FundPasswordField
          value={view.convertForm.password}
          onValueChange={(value) => view.setConvertField('password', value)}
          error={issue(view.convertErrors.password)}
        />
        {view.convertFailure && (
          <p className={styles.failure} role="alert">
            {failure(view.convertFailure)}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={view.busy !== null}>
            {view.busy === 'converting' ? <Trans>Sending…</Trans> : <Trans>Convert to points</Trans>}
          </Button>
        </div>
      </form>
    </section>
  )
}
