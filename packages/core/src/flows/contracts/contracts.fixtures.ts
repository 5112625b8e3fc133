import type { Contract, ContractList } from '../../api/schemas/contracts'
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

const figures = (validBet: bigint, profitLoss = 0n) => ({
  validBet: money(validBet),
  profitLoss: money(profitLoss),
  activePeople: 1,
})

/** agent01's screen: one contract given, one got; agent02 gives 1.5 % below (a lower offer would end it). */
export const contractListFixture = (): ContractList => ({
  contracts: [
    contractFixture('C4', 'signed', 'dailySalary', { downline: 'agent02' }),
    contractFixture('C3', 'signed', 'hourlySalary', { upline: null, downline: 'agent01' }),
  ],
  below: [contractFixture('C5', 'signed', 'dailySalary', { upline: 'agent02', downline: 'player008' })],
  downlines: ['agent02', 'player001'].map((account) => ({
    account,
    figures: {
      D: figures(100_000n, -20_000n),
      W: figures(300_000n, -50_000n),
      H: figures(500_000n),
      M: figures(900_000n),
      day: figures(100_000n),
      hour: figures(10_000n),
      slot: figures(1_000n, -100n),
    },
  })),
})
