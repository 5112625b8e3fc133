import * as v from 'valibot'
import { amount } from './common'

/**
 * Missions in full (issue 32): milestones, rules and their claim. The original's calls are named
 * (original-calls.md §2) but their fields are not: these shapes are ours.
 */

/** The idempotency key of one claim: made once by the core, sent again only by Retry. */
export const claimKey = /* @__PURE__ */ v.pipe(v.string(), v.minLength(8), v.maxLength(64))

/** What a milestone counts, from the member's play: valid bets (settled stakes) or settled deposits. */
export const missionMeasures = ['turnover', 'deposits'] as const

/** `inProgress` not reached; `reached` claimable; `claimed` paid, once. */
export const milestoneStatuses = ['inProgress', 'reached', 'claimed'] as const

export type MilestoneStatus = (typeof milestoneStatuses)[number]

const milestoneSchema = /* @__PURE__ */ v.object({
  milestoneId: v.pipe(v.string(), v.nonEmpty()),
  title: v.string(),
  measure: v.picklist(missionMeasures),
  /** How much of the measure reaches it, and how much the member has (capped at the target by the server). */
  target: amount,
  progress: amount,
  reward: amount,
  status: v.picklist(milestoneStatuses),
})

/** MCSFE_getMissionMilestones: every milestone with the member's progress. */
export const missionMilestonesSchema = /* @__PURE__ */ v.object({ milestones: v.array(milestoneSchema) })

/** MCSFE_getMissionRules: the rules, one paragraph each, in the caller's language. */
export const missionRulesSchema = /* @__PURE__ */ v.object({ rules: v.array(v.string()) })

/** MCSFE_claimMissionRewards: one reached milestone's reward into the main wallet. */
export const missionClaimRequestSchema = /* @__PURE__ */ v.object({
  milestoneId: v.pipe(v.string(), v.nonEmpty()),
  requestId: claimKey,
})

export const missionClaimSchema = /* @__PURE__ */ v.object({
  milestoneId: v.string(),
  amount,
  /** The main wallet after the reward. */
  balance: amount,
  /** The ledger entry's reference. */
  reference: v.string(),
})

export type MissionMilestone = v.InferOutput<typeof milestoneSchema>
export type MissionMilestones = v.InferOutput<typeof missionMilestonesSchema>
export type MissionRules = v.InferOutput<typeof missionRulesSchema>
export type MissionClaim = v.InferOutput<typeof missionClaimSchema>
