import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import { claimPromoCodeRequestSchema, promoCodeClaimedSchema, promoCodesSchema } from '../schemas/promo-codes'

// Promo codes: the original's names (original-calls.md §2); its paths and fields are not in the spec, so the paths
// follow its `/wps/relay/<SERVICE>_<name>` pattern and the fields are ours (docs/flows/promo-code.md).

export const promoCodes = endpoint({
  name: 'promoCodes',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getPromoCode',
  auth: true,
  encrypted: false,
  request: noInput,
  response: promoCodesSchema,
  purpose: 'The promo codes the member has claimed, newest first: amount, turnover asked, when (fields ours)',
  pathChosen: true,
})

export const claimPromoCode = endpoint({
  name: 'claimPromoCode',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimPromoCode',
  auth: true,
  encrypted: false,
  request: claimPromoCodeRequestSchema,
  response: promoCodeClaimedSchema,
  purpose:
    'Claims a promo code: the platform checks it (unknown, expired, used, not for this member) and credits its bonus to the main wallet with its turnover requirement; the same idempotency key answers the same credit (fields ours)',
  pathChosen: true,
})
