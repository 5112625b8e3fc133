import type { EndpointName } from '@portal/core'
import { type Refusal, refuse } from '../envelope'
import { type Member, trialTypes } from '../seed/members'

/**
 * The calls that move money into or out of an account, to someone else, or from one kind of value into
 * another. A trial or free-play account's balance is demo money: it lives apart from real money and never
 * leaves as real money, so none of these is a trial's, whatever the client's router lets through.
 */
const moneyMovements: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'submitDeposit',
  'addBankCard',
  'bindWithdrawAccount',
  'withdraw',
  'walletTransfer',
  'walletReturn',
  'rebateDisburse',
  'agentTransfer',
  'sendRedEnvelope',
  'openRedEnvelope',
  'redeemPointReward',
  'convertPoint',
  'disburseMrSalary',
  'requestPromotionReward',
  'claimRafflePromotion',
  'claimMissionRewards',
  'claimTickets',
  'claimAchievementPromo',
  'claimPromoCode',
  'claimRegisterPromotion',
  'claimLoginPromotion',
  'claimSaviorPromotion',
  'claimIssuedPromotion',
])

/** Trial types (spec §6) and free-play guests (spec §4 FREEPLAY3) hold demo money only. */
const holdsDemoMoney = (member: Member) => trialTypes.includes(member.type) || member.freePlay === true

/** The spec's `in_need_true_account` for a demo account's money movement; null for anything else. */
export function demoMoneyStays(call: string, member: Member | null): Refusal | null {
  if (!member || !holdsDemoMoney(member) || !moneyMovements.has(call as EndpointName)) return null
  return refuse('in_need_true_account', 'A real account is needed: demo money cannot move')
}
