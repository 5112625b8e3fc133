import * as v from 'valibot'
import { amount, numeric } from './common'

// The VIP club (original-calls.md §2: getPlayerRankProgress, getPlayerRankRule, getPlayerRankNearbyLevels,
// getMemberClubBenefit). The original's fields are not in the spec: these shapes are ours (docs/flows/vip.md).

const level = /* @__PURE__ */ v.pipe(numeric, v.integer(), v.minValue(0))
const count = /* @__PURE__ */ v.pipe(numeric, v.integer(), v.minValue(0))

/** A level and what reaching it takes: lifetime turnover (valid bets) and lifetime approved deposits. */
export const vipLevelSchema = /* @__PURE__ */ v.object({
  level,
  name: v.string(),
  turnover: amount,
  deposits: amount,
  /** Paid once into the main wallet when the member reaches the level. */
  upgradeBonus: amount,
})

export const vipProgressSchema = /* @__PURE__ */ v.object({
  level,
  name: v.string(),
  /** The member's lifetime turnover and approved deposits, as the platform counts them toward the next level. */
  turnover: amount,
  deposits: amount,
  /** The next level, or null at the top. */
  next: v.nullable(vipLevelSchema),
  /** When the member last moved up; null while they never have. */
  rankedUpAt: v.nullable(v.string()),
})

export const vipRuleSchema = /* @__PURE__ */ v.object({
  levels: v.array(vipLevelSchema),
  /** A level once reached is kept. */
  levelsKept: v.boolean(),
})

/** The level below the member's, theirs and the two above, as far as they exist. */
export const vipNearbySchema = /* @__PURE__ */ v.object({ levels: v.array(vipLevelSchema) })

export const vipBenefitSchema = /* @__PURE__ */ v.object({
  level,
  /** Rebate on valid bets, integer basis points (80 = 0.80 %). */
  rebateRate: count,
  /** Withdrawals a day, and the most a day. */
  dailyWithdrawals: count,
  dailyWithdrawLimit: amount,
  birthdayBonus: amount,
  monthlyBonus: amount,
})

export const vipBenefitsSchema = /* @__PURE__ */ v.object({ levels: v.array(vipBenefitSchema) })

export type VipLevel = v.InferOutput<typeof vipLevelSchema>
export type VipProgress = v.InferOutput<typeof vipProgressSchema>
export type VipRule = v.InferOutput<typeof vipRuleSchema>
export type VipBenefit = v.InferOutput<typeof vipBenefitSchema>
