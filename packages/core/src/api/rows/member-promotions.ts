import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import {
  issuedPromotionClaimRequestSchema,
  issuedPromotionsSchema,
  loginPromotionSchema,
  memberPromotionClaimRequestSchema,
  memberPromotionClaimSchema,
  registerPromotionSchema,
  saviorPromotionSchema,
} from '../schemas/member-promotions'

const ours = 'shape ours: the original’s fields are unknown'
const once = 'one `bonus` entry in the main wallet; requestId: same key, same answer'

// The reward centre's member promotions (issue 32). The original names five calls (original-calls.md §2) but
// neither their paths nor their fields: paths follow its `/wps/relay/<SERVICE>_<name>` pattern, shapes are ours.
// It names no call that lists the registration or issued promotions, nor one that claims the loss-back: those
// three rows are ours altogether.

export const registerPromotion = endpoint({
  name: 'registerPromotion',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCS2_getRegisterPromotion',
  auth: true,
  encrypted: false,
  request: noInput,
  response: registerPromotionSchema,
  purpose: `The registration bonus and whether the member may claim it (once per member); call and ${ours}`,
  pathChosen: true,
})

export const claimRegisterPromotion = endpoint({
  name: 'claimRegisterPromotion',
  method: 'POST',
  path: '/wps/relay/MCS2_claimRegisterPromotion',
  auth: true,
  encrypted: false,
  request: memberPromotionClaimRequestSchema,
  response: memberPromotionClaimSchema,
  purpose: `Claims the registration bonus, once per member (register_claimed): ${once}; ${ours}`,
  pathChosen: true,
})

export const loginPromotion = endpoint({
  name: 'loginPromotion',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getLoginPromotion',
  auth: true,
  encrypted: false,
  request: noInput,
  response: loginPromotionSchema,
  purpose: `The daily login bonus: claimable once per day (UTC), with when the next may be claimed; ${ours}`,
  pathChosen: true,
})

export const claimLoginPromotion = endpoint({
  name: 'claimLoginPromotion',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimLoginPromotion',
  auth: true,
  encrypted: false,
  request: memberPromotionClaimRequestSchema,
  response: memberPromotionClaimSchema,
  purpose: `Claims today’s login bonus (login_claimed_today after the first): ${once}; ${ours}`,
  pathChosen: true,
})

export const saviorPromotion = endpoint({
  name: 'saviorPromotion',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getSaviorPromotion',
  auth: true,
  encrypted: false,
  request: noInput,
  response: saviorPromotionSchema,
  purpose: `Loss-back: a share of the member’s net loss at play over the last full day (UTC), read from the ledger’s settled rounds; ${ours}`,
  pathChosen: true,
})

export const claimSaviorPromotion = endpoint({
  name: 'claimSaviorPromotion',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimSaviorPromotion',
  auth: true,
  encrypted: false,
  request: memberPromotionClaimRequestSchema,
  response: memberPromotionClaimSchema,
  purpose: `Claims the loss-back of the last full day, once per day (savior_claimed; savior_no_loss under the least loss): ${once}; call and ${ours}`,
  pathChosen: true,
})

export const issuedPromotions = endpoint({
  name: 'issuedPromotions',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCS2_getIssuedPromotions',
  auth: true,
  encrypted: false,
  request: noInput,
  response: issuedPromotionsSchema,
  purpose: `The promotions the back office issued to the member, each with its state (claimed, expired); call and ${ours}`,
  pathChosen: true,
})

export const claimIssuedPromotion = endpoint({
  name: 'claimIssuedPromotion',
  method: 'POST',
  path: '/wps/relay/MCS2_claimIssuedPromotion',
  auth: true,
  encrypted: false,
  request: issuedPromotionClaimRequestSchema,
  response: memberPromotionClaimSchema,
  purpose: `Claims one issued promotion, once (issued_claimed, issued_expired, unknown_issued): ${once}; ${ours}`,
  pathChosen: true,
})
