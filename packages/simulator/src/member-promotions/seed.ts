import { localised } from '../seed/localised'
import type { IssuedPromotion } from './book'
import { dayMs } from './rules'

/** What the demo's back office issued before the visit: member01 has a gift waiting in the reward centre. */
export function seededIssued(account: string, now: number): IssuedPromotion[] {
  if (account.toLowerCase() !== 'member01') return []
  return [
    {
      issueId: 'GIFT-1001',
      title: localised(['Loyalty gift', '忠实会员礼金', '忠實會員禮金', 'Quà tri ân', 'هدية الولاء']),
      amount: 1_888,
      issuedAt: now - dayMs,
      expiresAt: now + 30 * dayMs,
    },
  ]
}
