import { Refusal, refuse } from '../envelope'
import { ledgerOf } from '../ledger/book'
import { toWire } from '../ledger/wire'
import { payReward } from '../rewards/pay-reward'
import { playCounts } from '../rewards/play-counts'
import { claimsOf } from '../rewards/state'
import type { Handle } from '../route'
import { achievementSeeds } from '../seed/achievements'
import { inLanguage } from '../seed/localised'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import { mustBeSignedIn } from './member'

/**
 * Achievements (issue 32): reached by the member's own play, counted from the ledger (settled bets, settled
 * deposits) each time they are asked; a reached one pays its reward once, as a ledger `bonus` entry. A second
 * claim with a new key is refused `achievement_claimed`; the same key answers the first claim again (the
 * router's idempotency). Trial accounts never claim (demo-money.ts).
 */
export function achievementHandlers(handle: Handle): void {
  handle('achievements', (_input, { store, member, language }) => ({
    achievements: achievementsOf(store, mustBeSignedIn(member)).map(({ seed, progress, status }) => ({
      achievementId: seed.achievementId,
      title: inLanguage(seed.title, language),
      counts: seed.counts,
      target: seed.target,
      progress,
      reward: toWire(seed.reward),
      status,
    })),
  }))

  handle('claimAchievementPromo', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const found = achievementsOf(store, signedIn).find(
      (row) => row.seed.achievementId === input.achievementId,
    )
    if (!found) return refuse('unknown_achievement', `No achievement ${input.achievementId}`)
    if (found.status === 'claimed')
      return refuse('achievement_claimed', 'This achievement’s reward was claimed already')
    if (found.status !== 'reached') return refuse('achievement_locked', 'This achievement is not reached yet')
    const paid = payReward(store, signedIn, store.state.rewardPlay.achievementClaims, {
      id: input.achievementId,
      reward: found.seed.reward,
      remarks: `Achievement ${input.achievementId}`,
    })
    return paid instanceof Refusal ? paid : { achievementId: input.achievementId, ...paid }
  })
}

function achievementsOf(store: Store, member: Member) {
  const counts = playCounts(ledgerOf(store, member))
  const claimed = claimsOf(store.state.rewardPlay.achievementClaims, member.account)
  return achievementSeeds.map((seed) => {
    const progress = Math.min(counts[seed.counts], seed.target)
    const status = claimed.has(seed.achievementId)
      ? ('claimed' as const)
      : progress >= seed.target
        ? ('reached' as const)
        : ('locked' as const)
    return { seed, progress, status }
  })
}
