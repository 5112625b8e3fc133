import type { Contract } from '../../api/schemas/contracts'
import { money } from '../../domain/money'

/** A contract as the API client gives it (tiers parsed to minor units). */
export const contractFixture = (
  id: string,
  status: Contract['status'] = 'offered',
  kind: Contract['kind'] = 'dailySalary',
  more: Partial<Contract> = {},
): Contract => ({
  id,
  kind,
  upline: 'agent01',
  downline: 'player001',
  period: 'D',
  tiers: [{ minBet: money(0n), minLoss: money(0n), minActive: 0, ratio: 150, lossRatio: 0 }],
  status,
  terminationBy: status === 'terminating' ? 'agent01' : null,
  history: [{ status: 'offered', at: '2026-05-05T12:00:00.000Z', reason: null }],
  ...more,
})
