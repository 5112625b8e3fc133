import { endpoint } from '../endpoint'
import {
  achievementClaimRequestSchema,
  achievementClaimSchema,
  achievementsSchema,
} from '../schemas/achievements'
import { noInput } from '../schemas/common'

// Achievements (issue 32). The original names these calls (original-calls.md §2) but neither their paths nor
// their fields: both are ours, following its `/wps/relay/<SERVICE>_<name>` pattern.

const ours = 'shape ours: the original’s fields are unknown'

export const achievements = endpoint({
  name: 'achievements',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getAchievement',
  auth: true,
  encrypted: false,
  request: noInput,
  response: achievementsSchema,
  purpose: `The achievements with the member’s count towards each (settled bets, settled deposits) in the caller’s language; ${ours}`,
  pathChosen: true,
})

export const claimAchievementPromo = endpoint({
  name: 'claimAchievementPromo',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimAchievementPromo',
  auth: true,
  encrypted: false,
  request: achievementClaimRequestSchema,
  response: achievementClaimSchema,
  purpose: `Claims a reached achievement’s reward into the main wallet, once (a second claim is refused achievement_claimed); requestId: same key, same answer; ${ours}`,
  pathChosen: true,
})
