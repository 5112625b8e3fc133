import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
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

/** The words of the ten promotion statuses (spec §4). */
const statusWords: Record<PromotionStatus, MessageDescriptor> = {
  join: msg`Join now`,
  claim: msg`Claim payout`,
  applying: msg`Applying`,
  closed: msg`Registration closed`,
  forbidden: msg`Application forbidden`,
  paid: msg`Paid out`,
  claimed: msg`Claimed`,
  inProgress: msg`In progress`,
  signedUp: msg`Signed up`,
  comingSoon: msg`Coming soon`,
}

/** The words of the category codes the simulator sends; an operator's own code shows as it is. */
const categoryWords: Partial<Record<string, MessageDescriptor>> = {
  DEPOSIT: msg`Deposit`,
  BETTING: msg`Betting`,
  EVENT: msg`Events`,
}

export function usePromotionCopy() {
  const { _ } = useLingui()
  return {
    status: (status: PromotionStatus) => _(statusWords[status]),
    category(code: string) {
      const words = categoryWords[code]
      return words ? _(words) : code
    },
  }
}
