import { useLingui } from '@lingui/react/macro'
import type { PromotionStatus } from '@portal/core'

/** How a status looks: its colour goes with its words, never alone. */
export type StatusTone = 'open' | 'ready' | 'done' | 'active' | 'shut'

export const statusTone: Record<PromotionStatus, StatusTone> = {
  join: 'open',
  claim: 'ready',
  applying: 'active',
  closed: 'shut',
  forbidden: 'shut',
  paid: 'done',
  claimed: 'done',
  inProgress: 'active',
  signedUp: 'active',
  comingSoon: 'shut',
}

/** The words of the ten promotion statuses (spec §4) and of the tabs' category codes. */
export function usePromotionCopy() {
  const { t } = useLingui()
  return {
    status(status: PromotionStatus): string {
      switch (status) {
        case 'join':
          return t`Join now`
        case 'claim':
          return t`Claim payout`
        case 'applying':
          return t`Applying`
        case 'closed':
          return t`Registration closed`
        case 'forbidden':
          return t`Application forbidden`
        case 'paid':
          return t`Paid out`
        case 'claimed':
          return t`Claimed`
        case 'inProgress':
          return t`In progress`
        case 'signedUp':
          return t`Signed up`
        case 'comingSoon':
          return t`Coming soon`
      }
    },
    category(code: string): string {
      switch (code) {
        case 'DEPOSIT':
          return t`Deposit`
        case 'BETTING':
          return t`Betting`
        case 'EVENT':
          return t`Events`
        default:
          return code
      }
    },
  }
}
