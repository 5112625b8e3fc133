import { useLingui } from '@lingui/react/macro'
import { connectPendingCount, createPendingCount } from '@portal/core'
import { useFlow } from '@portal/react'
import { useEffect, useRef } from 'react'
import type { CentreBadge } from '../../components/CentreFrame/CentreFrame'

/**
 * The member centre's badges on Deposit and Withdraw: how many of the member's orders wait for the back office
 * (issue 32, getCountOfPendingDepositWithdraw). Read when the centre opens and again on each page the member
 * moves to (an order placed or a withdrawal asked on the page before); what the platform settles, the flow hears
 * by itself.
 */
export function usePendingBadges(pageId: string | null): Record<string, CentreBadge | undefined> {
  const { t } = useLingui()
  const [pending] = useFlow(createPendingCount, connectPendingCount)
  const counted = useRef(pageId)
  useEffect(() => {
    if (counted.current === pageId) return
    counted.current = pageId
    pending.refresh()
  }, [pageId, pending.refresh])
  const badge = (count: number) => (count ? { count, label: t`waiting for approval` } : undefined)
  return { depositv2: badge(pending.deposits), withdraw: badge(pending.withdrawals) }
}
