import { compareMoney, moneyToDecimal, parseMoney } from '../../domain/money'
import type {
  ConvertField,
  ConvertForm,
  ConvertRequest,
  PointsIssue,
  PointsMallData,
  RedeemField,
  RedeemForm,
  RedeemRequest,
} from './points-mall.types'

/**
 * Spec §5 says the quantity "must be greater than 1"; a single reward is the common case, so it is read as a
 * whole number of at least 1 (docs/deviations.md), never more than the stock or the points allow.
 */
export function redeemIssues(
  form: RedeemForm,
  data: PointsMallData | null,
): Partial<Record<RedeemField, PointsIssue>> {
  const issues: Partial<Record<RedeemField, PointsIssue>> = {}
  const reward = data?.rewards.find((one) => one.rewardId === form.rewardId)
  const quantity = form.quantity.trim()
  if (quantity === '') issues.quantity = 'required'
  else if (!/^\d{1,6}$/.test(quantity) || Number(quantity) < 1) issues.quantity = 'quantity.whole'
  else if (reward && Number(quantity) > reward.stock) issues.quantity = 'quantity.stock'
  else if (reward && data?.balance && reward.pointsNeeded * Number(quantity) > data.balance.points)
    issues.quantity = 'points.short'
  if (reward?.physical) {
    if (form.address.trim() === '') issues.address = 'required'
    const mobile = form.mobile.replace(/[\s-]/g, '')
    if (mobile === '') issues.mobile = 'required'
    else if (!/^\+?\d{6,15}$/.test(mobile)) issues.mobile = 'mobile.format'
  }
  if (form.password === '') issues.password = 'required'
  return issues
}

export function convertIssues(
  form: ConvertForm,
  data: PointsMallData | null,
): Partial<Record<ConvertField, PointsIssue>> {
  const issues: Partial<Record<ConvertField, PointsIssue>> = {}
  const amount = typedAmount(form.amount)
  if (form.amount.trim() === '') issues.amount = 'required'
  else if (!amount) issues.amount = 'amount.format'
  else if (data?.balance && compareMoney(amount, data.balance.balance) > 0) issues.amount = 'amount.balance'
  if (form.password === '') issues.password = 'required'
  return issues
}

function typedAmount(text: string) {
  const amount = /^\d+(\.\d{1,2})?$/.test(text.trim()) ? parseMoney(text) : null
  return amount && amount.minor > 0n ? amount : null
}

export function redeemRequest(form: RedeemForm, physical: boolean, key: string): RedeemRequest {
  return {
    rewardId: form.rewardId,
    quantity: Number(form.quantity.trim()),
    paymentPassword: form.password,
    ...(physical ? { address: form.address.trim(), mobile: form.mobile.replace(/[\s-]/g, '') } : {}),
    idempotencyKey: key,
  }
}

export function convertRequest(form: ConvertForm, key: string): ConvertRequest {
  const amount = typedAmount(form.amount)
  return {
    amount: amount ? moneyToDecimal(amount) : form.amount,
    paymentPassword: form.password,
    idempotencyKey: key,
  }
}

/** Points a cash amount buys at the configured ratio (points per whole unit), in integers. */
export function pointsFor(amountText: string, ratio: number): number | null {
  const amount = typedAmount(amountText)
  if (!amount || !Number.isInteger(ratio)) return null
  return Number((amount.minor * BigInt(ratio)) / 100n)
}

export function newPointsKey(random: () => number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  let key = 'pt-'
  for (let index = 0; index < 24; index++) key += alphabet[Math.floor(random() * alphabet.length)]
  return key
}
