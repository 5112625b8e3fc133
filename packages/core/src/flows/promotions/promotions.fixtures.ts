import { money } from '../../domain/money'
import type { Promotion, PromotionStatus } from './promotions.types'

/** A promotion as the list answers it, in a status. */
export const promotion = (
  id: string,
  status: PromotionStatus,
  kind: Promotion['kind'] = 'deposit',
): Promotion => ({
  id,
  category: kind === 'application' ? 'EVENT' : 'DEPOSIT',
  kind,
  title: id,
  content: '<p>Rules</p>',
  startTime: '2026-11-01T00:00:00.000Z',
  endTime: '2026-12-01T00:00:00.000Z',
  status,
  bonus: money(1_000n),
  target: kind === 'application' ? null : money(10_000n),
  progress: kind === 'application' ? null : money(0n),
  paidAt: null,
})
