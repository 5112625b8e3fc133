import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import { vipBenefitsSchema, vipNearbySchema, vipProgressSchema, vipRuleSchema } from '../schemas/vip'

// The VIP club: the original's names (original-calls.md §2); its paths and fields are not in the spec, so the
// paths follow its `/wps/relay/<SERVICE>_<name>` pattern and the fields are ours (docs/flows/vip.md).

export const vipProgress = endpoint({
  name: 'vipProgress',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  auth: true,
  encrypted: false,
  request: noInput,
  response: vipProgressSchema,
  purpose:
    "The member's VIP level, lifetime turnover and approved deposits, and the next level's requirements (fields ours)",
  pathChosen: true,
})

export const vipRule = endpoint({
  name: 'vipRule',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getPlayerRankRule',
  auth: true,
  encrypted: false,
  request: noInput,
  response: vipRuleSchema,
  purpose: 'Every VIP level with the turnover and deposits it takes and its upgrade bonus (fields ours)',
  pathChosen: true,
})

export const vipNearbyLevels = endpoint({
  name: 'vipNearbyLevels',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getPlayerRankNearbyLevels',
  auth: true,
  encrypted: false,
  request: noInput,
  response: vipNearbySchema,
  purpose: "The level below the member's, theirs and the two above (fields ours)",
  pathChosen: true,
})

export const vipBenefits = endpoint({
  name: 'vipBenefits',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getMemberClubBenefit',
  auth: true,
  encrypted: false,
  request: noInput,
  response: vipBenefitsSchema,
  purpose:
    'Benefits of each VIP level: rebate rate, withdrawals a day and their limit, birthday and monthly bonus (fields ours)',
  pathChosen: true,
})
