import { endpoint, noShape } from '../endpoint'
import { anyValue, noInput, openInput } from '../schemas/common'
import { convertPointRequestSchema, redeemPointRewardRequestSchema } from '../schemas/points'

// The points mall.

export const pointBalance = endpoint({
  name: 'pointBalance',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCS2_getPointBalance',
  auth: true,
  encrypted: false,
  request: noInput,
  response: anyValue,
  purpose: `Points balance; ${noShape}`,
})

export const pointRewards = endpoint({
  name: 'pointRewards',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCS2_getPointReward',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Rewards of the points shop; ${noShape}`,
})

export const redeemPointRecords = endpoint({
  name: 'redeemPointRecords',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCS2_getRedeemPointList',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Redeem records (applying, rejected, passed); ${noShape}`,
})

export const pointConfig = endpoint({
  name: 'pointConfig',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCS2_getPointConfig',
  auth: true,
  encrypted: false,
  request: noInput,
  response: anyValue,
  purpose: `Points rules, ratio and stakes unit; ${noShape}`,
})

export const pointTransactions = endpoint({
  name: 'pointTransactions',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/ODSFE2_MemTransDet',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Points detail (member transaction details); ${noShape}`,
})

export const redeemPointReward = endpoint({
  name: 'redeemPointReward',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  auth: true,
  encrypted: true,
  request: redeemPointRewardRequestSchema,
  response: anyValue,
  purpose: `Redeem a points reward (fund password checked); ${noShape}`,
})

export const convertPoint = endpoint({
  name: 'convertPoint',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  auth: true,
  encrypted: true,
  request: convertPointRequestSchema,
  response: anyValue,
  purpose: `Cash to points (fund password checked); passwordCheck prefix inferred from the redeem call; ${noShape}`,
  pathChosen: true,
})
