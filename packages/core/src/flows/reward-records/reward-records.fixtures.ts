import type { PromoReward, PromotionClaimRow } from '../../api/schemas/reward-records'
import { money } from '../../domain/money'
import type { RewardRecords } from './reward-records.types'

const at = '2026-12-07T00:00:00.000Z'

export const claim = (promotionId: string): PromotionClaimRow => ({
  promotionId,
  title: `Promotion ${promotionId}`,
  kind: 'deposit',
  status: 'claimed',
  joinedAt: at,
  bonus: money(1000n),
  paid: money(1000n),
  paidAt: at,
})

/** A page of `ids` out of `total` claims, `size` to a page. */
export const records = (ids: string[], total: number, size = 10): RewardRecords => ({
  claims: { list: ids.map(claim), page: 1, size, total, paidTotal: money(1000n * BigInt(total)) },
  recent: { list: [{ reference: 'BN1000001', source: 'promotion', amount: money(1000n), at }] },
})

export const reward = (promotionId: string): PromoReward => ({
  promotionId,
  status: 'claimed',
  bonus: money(1000n),
  target: money(10000n),
  progress: money(10000n),
  paid: money(1000n),
  paidAt: at,
  reference: 'BN1000001',
})
