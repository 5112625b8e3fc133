import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { runs } from '../dev/runs'
import {
  type ContractKind,
  type ContractTier,
  contractKinds,
  contractPayout,
  maxRatio,
  percentToRatio,
  ratioToPercent,
  type TeamFigures,
} from './contracts'

const tier = (ratio: number, more: Partial<ContractTier> = {}): ContractTier => ({
  minBet: 0n,
  minLoss: 0n,
  minActive: 0,
  ratio,
  lossRatio: 0,
  ...more,
})

const figures = (validBet: bigint, profitLoss = 0n, activePeople = 1): TeamFigures => ({
  validBet,
  profitLoss,
  activePeople,
})

describe('contract payout', () => {
  test('salary: the highest reached tier times the volume, rounded down', () => {
    const tiers = [tier(100), tier(150, { minBet: 100_000n }), tier(200, { minBet: 1_000_000n })]
    expect(contractPayout('dailySalary', tiers, figures(99_999n))).toMatchObject({ tier: 0, amount: 999n })
    expect(contractPayout('dailySalary', tiers, figures(123_457n))).toMatchObject({
      tier: 1,
      ratio: 150,
      amount: 1_851n,
    })
    expect(
      contractPayout('hourlySalary', [tier(100, { minActive: 3 })], figures(50_000n, 0n, 2)),
    ).toMatchObject({ tier: null, amount: 0n })
  })

  test('dividend: a share of the team loss, only when bet, loss and active people are reached', () => {
    const tiers = [tier(2_000, { minBet: 1_000_000n, minLoss: 100_000n, minActive: 5 })]
    expect(contractPayout('dividend', tiers, figures(2_000_000n, -300_000n, 5)).amount).toBe(60_000n)
    expect(contractPayout('dividend', tiers, figures(2_000_000n, -300_000n, 4)).tier).toBeNull()
    expect(contractPayout('dividend', tiers, figures(2_000_000n, 300_000n, 9)).amount).toBe(0n)
  })

  test('real-time salary: win rate when the team won, loss rate when it lost', () => {
    const tiers = [tier(50, { minBet: 10_000n, lossRatio: 80 })]
    expect(contractPayout('realTimeSalary', tiers, figures(20_000n, 500n)).amount).toBe(100n)
    expect(contractPayout('realTimeSalary', tiers, figures(20_000n, -500n)).amount).toBe(160n)
    expect(contractPayout('realTimeSalary', tiers, figures(9_999n, -500n)).tier).toBeNull()
  })

  const kinds = fc.constantFrom<ContractKind>(...contractKinds)
  const tiers = fc.array(
    fc.record({
      minBet: fc.bigInt({ min: 0n, max: 10n ** 9n }),
      minLoss: fc.bigInt({ min: 0n, max: 10n ** 9n }),
      minActive: fc.integer({ min: 0, max: 60 }),
      ratio: fc.integer({ min: 0, max: maxRatio }),
      lossRatio: fc.integer({ min: 0, max: maxRatio }),
    }),
    { maxLength: 5 },
  )
  const teams = fc.record({
    validBet: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    profitLoss: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
    activePeople: fc.integer({ min: 0, max: 60 }),
  })

  test('never negative, never more than the base, exactly the tier ratio of the base', () => {
    fc.assert(
      fc.property(kinds, tiers, teams, (kind, list, team) => {
        const payout = contractPayout(kind, list, team)
        expect(payout.amount >= 0n).toBe(true)
        expect(payout.amount <= payout.base).toBe(true)
        expect(payout.amount).toBe((payout.base * BigInt(payout.ratio)) / 10_000n)
        if (payout.tier === null) expect(payout.amount).toBe(0n)
        else expect([list[payout.tier]?.ratio, list[payout.tier]?.lossRatio]).toContain(payout.ratio)
      }),
      { numRuns: runs.rules },
    )
  })

  test('salaries never pay less for more volume (same people, same result)', () => {
    fc.assert(
      fc.property(tiers, teams, fc.bigInt({ min: 0n, max: 10n ** 9n }), (list, team, more) => {
        const now = contractPayout('dailySalary', list, team).amount
        const later = contractPayout('dailySalary', list, { ...team, validBet: team.validBet + more }).amount
        expect(later >= now).toBe(true)
      }),
      { numRuns: runs.rules },
    )
  })

  test('percent text and basis points round-trip', () => {
    expect(percentToRatio('1.5')).toBe(150)
    expect(percentToRatio('0.25')).toBe(25)
    expect(percentToRatio('100')).toBe(10_000)
    for (const bad of ['100.01', '-1', '1.234', '', 'abc', '1e2']) expect(percentToRatio(bad)).toBeNull()
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxRatio }), (ratio) => {
        expect(percentToRatio(ratioToPercent(ratio))).toBe(ratio)
      }),
      { numRuns: runs.rules },
    )
  })
})
