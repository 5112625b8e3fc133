import { Trans, useLingui } from '@lingui/react/macro'
import { connectPromoCode, createPromoCode } from '@portal/core'
import { useFlow } from '@portal/react'
import type { FormEvent } from 'react'
import { Button } from '../../../components/Button/Button'
import { FailureNotice } from '../../../components/FailureNotice/FailureNotice'
import { TextField } from '../../../components/form/TextField/TextField'
import { Icon } from '../../../components/Icon/Icon'
import { useFormatters } from '../../../i18n/useFormatters'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import rewards from './Rewards.module.css'

/**
 * A promo code (the original's claimPromoCode and getPromoCode): typed, checked by the platform, credited to
 * the main wallet with the turnover it asks before a withdrawal; the codes claimed so far below.
 */
export function PromoCodeSection() {
  const { t } = useLingui()
  const [view] = useFlow(createPromoCode, connectPromoCode)
  const { amount, dateTime } = useFormatters()
  const failureMessage = useMemberFailure()
  const issues: Record<string, string> = {
    'promoCode.required': t`Enter a promo code.`,
    'promoCode.invalid': t`A promo code is 4 to 20 letters and digits.`,
    promo_code_unknown: t`There is no such promo code.`,
    promo_code_expired: t`This promo code is not valid now.`,
    promo_code_used: t`You have used this promo code already.`,
    promo_code_used_up: t`This promo code has been used up.`,
    promo_code_not_eligible: t`This promo code is not for your account.`,
    in_need_true_account: t`A real account is needed to claim a promo code.`,
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    view.submit()
  }
  return (
    <section className={rewards.promoCode} aria-labelledby="promo-code-title">
      <h2 id="promo-code-title" className={styles.subtitle}>
        <Icon name="ticket" size={20} />
        <Trans>Promo code</Trans>
      </h2>
      <form className={rewards.promoForm} onSubmit={submit} noValidate>
        <TextField
          label={<Trans>Promo code</Trans>}
          value={view.draft}
          onValueChange={view.change}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          error={view.issue ? (issues[view.issue.code] ?? t`The promo code was refused.`) : null}
        />
        <Button type="submit" disabled={!view.canSubmit} aria-busy={view.claiming || undefined}>
          <Trans>Claim</Trans>
        </Button>
      </form>
      {view.claimed && (
        <p className={styles.success} role="status" data-testid="promo-code-claimed">
          <Trans>
            {amount(view.claimed.amount)} added to your main wallet. Bet {amount(view.claimed.turnover)}{' '}
            before you withdraw it.
          </Trans>
        </p>
      )}
      {view.failure && (
        <FailureNotice onRetry={view.canRetry ? view.retry : undefined}>
          {failureMessage(view.failure)}
        </FailureNotice>
      )}
      {view.claims.length > 0 && (
        <p id="promo-codes-claimed" className={styles.muted}>
          <Trans>Promo codes claimed</Trans>
        </p>
      )}
      {view.claims.length > 0 && (
        <ul className={rewards.draws} aria-labelledby="promo-codes-claimed" data-testid="promo-code-claims">
          {view.claims.map((claim) => (
            <li key={claim.code}>
              <span>
                <strong>{claim.code}</strong> · {dateTime(claim.claimedAt)}
              </span>
              <strong className={rewards.number} dir="ltr">
                {amount(claim.amount)}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
