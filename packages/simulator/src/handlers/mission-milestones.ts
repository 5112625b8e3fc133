import { Refusal, refuse } from '../envelope'
import { ledgerOf } from '../ledger/book'
import { toWire } from '../ledger/wire'
import { payReward } from '../rewards/pay-reward'
import { playMeasures } from '../rewards/play-measures'
import { claimsOf } from '../rewards/state'
import type { Handle } from '../route'
import { inLanguage } from '../seed/localised'
import type { Member } from '../seed/members'
import { milestoneSeeds, missionRuleSeeds } from '../seed/mission-milestones'
import type { Store } from '../store'
import { mustBeSignedIn } from './member'

/**
 * Missions in full (issue 32): the milestones' progress comes from the member's ledger (valid bets, settled
 * deposits); a reached milestone pays its reward once, as a ledger `bonus` entry. A second claim of the same
 * milestone with a new key is refused `milestone_claimed`; the same key answers the first claim again (the
 * router's idempotency). Trial accounts never claim (demo-money.ts).
 */
export function missionMilestoneHandlers(handle: Handle): void {
  handle('missionMilestones', (_input, { store, member, language }) => ({
    milestones: milestonesOf(store, mustBeSignedIn(member)).map(({ seed, progress, status }) => ({
      milestoneId: seed.milestoneId,
      title: inLanguage(seed.title, language),
      measure: seed.measure,
      target: toWire(seed.target),
      progress: toWire(progress),
      reward: toWire(seed.reward),
      status,
    })),
  }))

  handle('missionRules', (_input, { language }) => ({
    rules: missionRuleSeeds.map((rule) => inLanguage(rule, language)),
  }))

  handle('claimMissionRewards', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const milestone = milestonesOf(store, signedIn).find((row) => row.seed.milestoneId === input.milestoneId)
    if (!milestone) return refuse('unknown_milestone', `No milestone ${input.milestoneId}`)
    if (milestone.status === 'claimed')
      return refuse('milestone_claimed', 'This milestone’s reward was claimed already')
    if (milestone.status !== 'reached')
      return refuse('milestone_not_reached', 'This milestone is not reached yet')
    const paid = payReward(store, signedIn, store.state.rewardPlay.missionClaims, {
      id: input.milestoneId,
      reward: milestone.seed.reward,
      remarks: `Mission reward ${input.milestoneId}`,
    })
    return paid instanceof Refusal ? paid : { milestoneId: input.milestoneId, ...paid }
  })
}

function milestonesOf(store: Store, member: Member) {
  const measures = playMeasures(ledgerOf(store, member))
  const claimed = claimsOf(store.state.rewardPlay.missionClaims, member.account)
  return milestoneSeeds.map((seed) => {
    const progress = Math.min(measures[seed.measure], seed.target)
    const status = claimed.has(seed.milestoneId)
      ? ('claimed' as const)
      : progress >= seed.target
        ? ('reached' as const)
        : ('inProgress' as const)
    return { seed, progress, status }
  })
}
