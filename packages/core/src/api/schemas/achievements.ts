import * as v from 'valibot'
import { amount } from './common'
import { claimKey } from './missions'

/**
 * Achievements (issue 32): counted from the member's own play, each claimed once. The original's calls are named
 * (original-calls.md §2) but their fields are not: these shapes are ours.
 */

/** What an achievement counts in the member's ledger: settled bets, or settled deposits. */
export const achievementCounts = ['bets', 'deposits'] as const

/** `locked` not reached; `reached` claimable; `claimed` paid, once. */
export const achievementStatuses = ['locked', 'reached', 'claimed'] as const

export type AchievementStatus = (typeof achievementStatuses)[number]

const count = /* @__PURE__ */ v.pipe(v.number(), v.integer(), v.minValue(0))

/** MCSFE_getAchievement: every achievement with the member's count towards it. */
export const achievementsSchema = /* @__PURE__ */ v.object({
  achievements: v.array(
    v.object({
      achievementId: v.pipe(v.string(), v.nonEmpty()),
      title: v.string(),
      counts: v.picklist(achievementCounts),
      /** How many reach it, and how many the member has (capped at the target by the server). */
      target: count,
      progress: count,
      reward: amount,
      status: v.picklist(achievementStatuses),
    }),
  ),
})

/** MCSFE_claimAchievementPromo: a reached achievement's reward into the main wallet, once. */
export const achievementClaimRequestSchema = /* @__PURE__ */ v.object({
  achievementId: v.pipe(v.string(), v.nonEmpty()),
  requestId: claimKey,
})

export const achievementClaimSchema = /* @__PURE__ */ v.object({
  achievementId: v.string(),
  amount,
  /** The main wallet after the reward. */
  balance: amount,
  reference: v.string(),
})

export type Achievement = v.InferOutput<typeof achievementsSchema>['achievements'][number]
export type AchievementClaim = v.InferOutput<typeof achievementClaimSchema>
