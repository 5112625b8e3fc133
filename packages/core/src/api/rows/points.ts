import { endpoint } from '../endpoint'
import { noInput, openInput } from '../schemas/common'
import {
  convertPointRequestSchema,
  pointBalanceSchema,
  pointChangesPageSchema,
  pointConfigSchema,
  pointRewardsSchema,
  pointsAfterSchema,
  redeemPointRewardRequestSchema,
  redemptionsPageSchema,
} from '../schemas/points'

// The points mall.

export const pointBalance = endpoint({
  name: 'pointBalance',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCS2_getPointBalance',
  auth: true,
  encrypted: false,
  request: noInput,
  response: pointBalanceSchema,
  purpose: 'Points balance and the main wallet balance',
})

export const pointRewards = endpoint({
  name: 'pointRewards',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCS2_getPointReward',
  auth: false,
  encrypted: false,
  request: openInput,
  response: pointRewardsSchema,
  purpose: 'Rewards of the points shop: product, points and amount needed, stock, physical (fields ours)',
})

export const redeemPointRecords = endpoint({
  name: 'redeemPointRecords',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCS2_getRedeemPointList',
  auth: true,
  encrypted: false,
  request: openInput,
  response: redemptionsPageSchema,
  purpose: 'Redeem records (applying, rejected, passed), paged',
})

export const pointConfig = endpoint({
  name: 'pointConfig',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCS2_getPointConfig',
  auth: false,
  encrypted: false,
  request: noInput,
  response: pointConfigSchema,
  purpose: 'Points rules: stakes unit, points ratio, deposit point types',
})

export const pointTransactions = endpoint({
  name: 'pointTransactions',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/ODSFE2_MemTransDet',
  auth: true,
  encrypted: false,
  request: openInput,
  response: pointChangesPageSchema,
  purpose:
    'Points detail (member transaction details: change, balance, remarks, transaction number, time), paged',
})

export const redeemPointReward = endpoint({
  name: 'redeemPointReward',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  auth: true,
  encrypted: true,
  request: redeemPointRewardRequestSchema,
  response: pointsAfterSchema,
  purpose:
    'Redeem a points reward (fund password checked); the idempotency key makes a repeat answer the same redemption. Answers the points left',
})

export const convertPoint = endpoint({
  name: 'convertPoint',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  auth: true,
  encrypted: true,
  request: convertPointRequestSchema,
  response: pointsAfterSchema,
  purpose:
    'Cash to points (fund password checked, idempotency key); passwordCheck prefix inferred from the redeem call; answers the points after',
  pathChosen: true,
})
