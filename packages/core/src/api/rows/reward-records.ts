import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import {
  promoRewardRequestSchema,
  promoRewardSchema,
  promotionClaimListRequestSchema,
  promotionClaimListSchema,
  recentRewardsSchema,
} from '../schemas/reward-records'

const ours = 'shape ours: the original’s fields are unknown'

// The reward centre's records (issue 32). The original gives the claim list's path (original-calls.md §1) and
// names the other two calls only (§2): their paths follow its `/wps/relay/<SERVICE>_<name>` pattern.

export const promotionClaimList = endpoint({
  name: 'promotionClaimList',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCS2_getPromotionClaimList',
  auth: true,
  encrypted: false,
  request: promotionClaimListRequestSchema,
  response: promotionClaimListSchema,
  purpose: `The promotions the member took part in, newest first, paged (size 1–50), each with its status, its bonus and what it paid, and the total paid; ${ours}`,
})

export const promoReward = endpoint({
  name: 'promoReward',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getPromoReward',
  auth: true,
  encrypted: false,
  request: promoRewardRequestSchema,
  response: promoRewardSchema,
  purpose: `One promotion’s reward for the member: status, bonus, target and progress, and what it paid with the ledger entry’s order number; ${ours}`,
  pathChosen: true,
})

export const recentRewards = endpoint({
  name: 'recentRewards',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getRecentRewards',
  auth: true,
  encrypted: false,
  request: noInput,
  response: recentRewardsSchema,
  purpose: `The ten newest rewards of every kind paid into the main wallet (promotions, promo codes, the wheel, missions…), read from the ledger, each with where it came from; ${ours}`,
  pathChosen: true,
})
