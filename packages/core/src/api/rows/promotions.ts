import { endpoint, noShape } from '../endpoint'
import { anyValue, noInput } from '../schemas/common'
import { contractActionRequestSchema } from '../schemas/contracts'
import {
  promotionClaimRequestSchema,
  promotionClaimSchema,
  promotionJoinRequestSchema,
  promotionJoinSchema,
  promotionListSchema,
  raffleDrawSchema,
  raffleStatusSchema,
} from '../schemas/promotions'

// Promotions and agent contracts.

export const availablePromotions = endpoint({
  name: 'availablePromotions',
  // A read, but a POST as the original sends it: the transport never repeats a POST by itself, the user does.
  method: 'POST',
  path: '/wps/relay/MCSFE_getAvailablePromotions',
  auth: false,
  encrypted: false,
  request: noInput,
  response: promotionListSchema,
  purpose:
    'The promotions with the caller’s status in each; visitors get the merchant’s list (the original’s getMerchantAvailablePromotions) with join now',
})

export const raffleStatus = endpoint({
  name: 'raffleStatus',
  method: 'POST',
  path: '/wps/relay/MCSFE_getRafflePromotionStatus',
  auth: true,
  encrypted: false,
  request: noInput,
  response: raffleStatusSchema,
  purpose: 'Raffle tickets the member holds and the draws so far',
})

export const signUpPromotion = endpoint({
  name: 'signUpPromotion',
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpPromotionJoin',
  auth: true,
  encrypted: false,
  request: promotionJoinRequestSchema,
  response: promotionJoinSchema,
  purpose: 'Join a promotion, or apply to one with a remark and up to three images',
})

export const requestPromotionReward = endpoint({
  name: 'requestPromotionReward',
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpRequestReward',
  auth: true,
  encrypted: false,
  request: promotionClaimRequestSchema,
  response: promotionClaimSchema,
  purpose: 'Claim a promotion payout into the main wallet',
})

export const claimRafflePromotion = endpoint({
  name: 'claimRafflePromotion',
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  auth: true,
  encrypted: false,
  request: noInput,
  response: raffleDrawSchema,
  purpose: 'Draw a raffle ticket; the prize is credited to the main wallet',
})

export const dividendContract = endpoint({
  name: 'dividendContract',
  method: 'POST',
  path: '/wps/relay/MCS2_processDividendReq',
  auth: true,
  encrypted: false,
  request: contractActionRequestSchema,
  response: anyValue,
  purpose: `Sign, terminate or reject a dividend contract; ${noShape}`,
})

export const dailySalaryContract = endpoint({
  name: 'dailySalaryContract',
  method: 'POST',
  path: '/wps/relay/MCS2_processDailySalContract',
  auth: true,
  encrypted: false,
  request: contractActionRequestSchema,
  response: anyValue,
  purpose: `Sign, terminate or reject a daily salary contract; ${noShape}`,
})

export const hourlySalaryContract = endpoint({
  name: 'hourlySalaryContract',
  method: 'POST',
  path: '/wps/relay/MCS2_processContractHourSalary',
  auth: true,
  encrypted: false,
  request: contractActionRequestSchema,
  response: anyValue,
  purpose: `Sign, terminate or reject an hourly salary contract; ${noShape}`,
})

export const realTimeSalaryContract = endpoint({
  name: 'realTimeSalaryContract',
  method: 'POST',
  path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  auth: true,
  encrypted: false,
  request: contractActionRequestSchema,
  response: anyValue,
  purpose: `Sign, terminate or reject a real-time salary contract; ${noShape}`,
})
