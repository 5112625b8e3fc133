import { useLingui } from '@lingui/react/macro'
import { buttonOf, type Promotion, type PromotionsIntents, type PromotionsView } from '@portal/core'
import { useSession } from '@portal/react'
import { useLocation } from 'wouter'
import { Button } from '../../components/Button/Button'
import { signInRequiredHref } from '../../components/flow/returnAfterLogin'
import { usePromotionCopy } from '../../components/promotions/usePromotionCopy'

interface PromotionActionProps {
  promotion: Promotion
  view: PromotionsView & PromotionsIntents
  /** An application's join opens its form (on the detail view) instead of a call. */
  onApply(): void
}

/**
 * The one button of a promotion, in each of the ten statuses its own state and words: join and claim send
 * their call (one per click: the button is disabled while it is on its way), an application opens its form,
 * every other status is a disabled button saying why. A visitor's join goes to sign-in and back here.
 */
export function PromotionAction({ promotion, view, onApply }: PromotionActionProps) {
  const { t } = useLingui()
  const copy = usePromotionCopy()
  const [session] = useSession()
  const [, navigate] = useLocation()
  const button = buttonOf(promotion)
  const busy = view.pending?.promotionId === promotion.id
  const label = copy.status(promotion.status)
  if (button === 'none')
    return (
      <Button variant="secondary" disabled data-status={promotion.status}>
        {label}
      </Button>
    )
  const act = () => {
    if (!session.isLogin) return navigate(signInRequiredHref(`/promotions/${promotion.id}`))
    if (button === 'apply') return onApply()
    if (button === 'join') return view.join(promotion.id)
    return view.claim(promotion.id)
  }
  return (
    <Button
      onClick={act}
      disabled={busy || view.pending !== null}
      aria-busy={busy || undefined}
      data-status={promotion.status}
      title={session.isLogin ? undefined : t`Log in to take part`}
    >
      {label}
    </Button>
  )
}
