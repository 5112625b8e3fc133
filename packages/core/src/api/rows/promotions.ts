import { endpoint, noShape } from '../endpoint'
import { anyValue, openInput } from '../schemas/common'
import { contractActionRequestSchema } from '../schemas/contracts'

// Promotions and agent contracts.

export const signUpPromotion = endpoint({
  name: 'signUpPromotion',
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpPromotionJoin',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Join a promotion; payload and ${noShape}`,
})

export const requestPromotionReward = endpoint({
  name: 'requestPromotionReward',
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpRequestReward',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Claim a promotion payout; payload and ${noShape}`,
})

export const claimRafflePromotion = endpoint({
  name: 'claimRafflePromotion',
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Claim a raffle promotion; payload and ${noShape}`,
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
