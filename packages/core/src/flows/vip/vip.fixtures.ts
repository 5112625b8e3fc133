import { money } from '../../domain/money'
import type { VipInfo } from './vip.types'

const levels = [
  { level: 0, name: 'Bronze', turnover: money(0n), deposits: money(0n), upgradeBonus: money(0n) },
  { level: 1, name: 'Silver', turnover: money(10_000n), deposits: money(10_000n), upgradeBonus: money(800n) },
  {
    level: 2,
    name: 'Gold',
    turnover: money(500_000n),
    deposits: money(100_000n),
    upgradeBonus: money(5_800n),
  },
]

const benefits = levels.map((level) => ({
  level: level.level,
  rebateRate: 30 + level.level * 20,
  dailyWithdrawals: 3 + level.level,
  dailyWithdrawLimit: money(2_000_000n),
  birthdayBonus: money(BigInt(level.level) * 1_800n),
  monthlyBonus: money(0n),
}))

/** A Bronze member halfway to Silver. */
export const bronzeVip: VipInfo = {
  progress: {
    level: 0,
    name: 'Bronze',
    turnover: money(5_000n),
    deposits: money(10_000n),
    next: levels[1] ?? null,
    rankedUpAt: null,
  },
  rule: { levels, levelsKept: true },
  nearby: levels.slice(0, 3),
  benefits,
}

/** The same member after the rounds that made them Silver. */
export const silverVip: VipInfo = {
  ...bronzeVip,
  progress: {
    level: 1,
    name: 'Silver',
    turnover: money(12_000n),
    deposits: money(10_000n),
    next: levels[2] ?? null,
    rankedUpAt: '2026-12-07T06:00:00.000Z',
  },
}

/** At the top: no next level. */
export const topVip: VipInfo = {
  ...bronzeVip,
  progress: { ...bronzeVip.progress, level: 2, name: 'Gold', next: null },
}
