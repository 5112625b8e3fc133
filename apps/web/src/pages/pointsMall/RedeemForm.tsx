import { Trans, useLingui } from '@lingui/react/macro'
import type { PointsMallIntents, PointsMallView } from '@portal/core'
import type { FormEvent } from 'react'
import { Button } from '../../components/Button/Button'
import { FundPasswordField } from '../../components/form/PasswordField/FundPasswordField'
import { TextField } from '../../components/form/TextField/TextField'
import styles from './PointsMall.module.css'
import { usePointsMessages } from './usePointsMessages'
import { usePointsText } from './usePointsText'

/** Redeeming one reward: quantity, delivery details for a physical one, the fund password. */
export function RedeemForm({ view }: { view: PointsMallView & PointsMallIntents }) {
  const { t } = useLingui()
  const { issue, failure } = usePointsMessages()
  const points = usePointsText()
  const form = view.redeemForm
  if (!form?.reward) return null
  const { reward } = form
  const quantity = Number(form.quantity)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    view.redeem()
  }
  return (
    <section className={styles.section} aria-labelledby="redeem-title">
      <h2 id="redeem-title" className={styles.subtitle}>
        <Trans>Redeem {reward.productName}</Trans>
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t`Quantity`}
          value={form.quantity}
          onValueChange={(value) => view.setRedeemField('quantity', value)}
          inputMode="numeric"
          dir="ltr"
          required
          error={issue(view.redeemErrors.quantity)}
          hint={
            Number.isInteger(quantity) && quantity > 0 ? (
              <Trans>Uses {points(reward.pointsNeeded * quantity)} points</Trans>
            ) : undefined
          }
        />
        {reward.physical && (
          <>
            <TextField
              label={t`Delivery address`}
              value={form.address}
              onValueChange={(value) => view.setRedeemField('address', value)}
              autoComplete="street-address"
              required
              error={issue(view.redeemErrors.address)}
            />
            <TextField
              label={t`Mobile phone`}
              value={form.mobile}
              onValueChange={(value) => view.setRedeemField('mobile', value)}
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              required
              error={issue(view.redeemErrors.mobile)}
            />
          </>
        )}
        <FundPasswordField
          value={form.password}
          onValueChange={(value) => view.setRedeemField('password', value)}
          error={issue(view.redeemErrors.password)}
        />
        {view.redeemFailure && (
          <p className={styles.failure} role="alert">
            {failure(view.redeemFailure)}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={view.busy !== null}>
            {view.busy === 'redeeming' ? <Trans>Sending…</Trans> : <Trans>Confirm redemption</Trans>}
          </Button>
          <Button type="button" variant="secondary" onClick={view.cancel} disabled={view.busy !== null}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </section>
  )
}
