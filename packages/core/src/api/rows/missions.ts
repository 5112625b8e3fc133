import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import {
  missionClaimRequestSchema,
  missionClaimSchema,
  missionMilestonesSchema,
  missionRulesSchema,
} from '../schemas/missions'

// Missions in full (issue 32). The original names these calls (original-calls.md §2) but neither their paths
// nor their fields: both are ours, following its `/wps/relay/<SERVICE>_<name>` pattern.

const ours = 'shape ours: the original’s fields are unknown'

export const missionMilestones = endpoint({
  name: 'missionMilestones',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getMissionMilestones',
  auth: true,
  encrypted: false,
  request: noInput,
  response: missionMilestonesSchema,
  purpose: `Mission milestones with the member’s progress from their play (valid bets, deposits) and each one’s status; ${ours}`,
  pathChosen: true,
})

export const missionRules = endpoint({
  name: 'missionRules',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getMissionRules',
  auth: true,
  encrypted: false,
  request: noInput,
  response: missionRulesSchema,
  purpose: `The missions’ rules in the caller’s language; ${ours}`,
  pathChosen: true,
})

export const claimMissionRewards = endpoint({
  name: 'claimMissionRewards',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimMissionRewards',
  auth: true,
  encrypted: false,
  request: missionClaimRequestSchema,
  response: missionClaimSchema,
  purpose: `Claims a reached milestone’s reward into the main wallet, once (a second claim is refused milestone_claimed); requestId: same key, same answer; ${ours}`,
  pathChosen: true,
})
