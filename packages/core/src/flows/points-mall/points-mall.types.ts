import type {
  PointBalance,
  PointChange,
  PointConfig,
  PointReward,
  Redemption,
} from '../../api/schemas/points'
import type { FlowFailure } from '../shared/failure'

/** Everything the mall shows; a visitor gets the catalogue and the rules only. */
export interface PointsMallData {
  rewards: PointReward[]
  config: PointConfig
  /** Null for a visitor. */
  balance: PointBalance | null
  redemptions: Redemption[]
  changes: PointChange[]
}

export type RedeemField = 'quantity' | 'address' | 'mobile' | 'password'
export type ConvertField = 'amount' | 'password'

/** A problem with what was typed, as a code the app translates. */
export type PointsIssue =
  | 'required'
  | 'quantity.whole'
  | 'quantity.stock'
  | 'points.short'
  | 'mobile.format'
  | 'amount.format'
  | 'amount.balance'

export interface RedeemForm {
  rewardId: string
  quantity: string
  address: string
  mobile: string
  password: string
}

export interface ConvertForm {
  amount: string
  password: string
}

export interface PointsMallContext {
  signedIn: boolean
  random: () => number
  data: PointsMallData | null
  failure: FlowFailure | null
  /** The reward being redeemed, with what was typed; null when no redemption is open. */
  redeem: RedeemForm | null
  redeemErrors: Partial<Record<RedeemField, PointsIssue>>
  redeemFailure: FlowFailure | null
  /** Kept only while a redemption's outcome is unknown, so trying again cannot redeem twice. */
  redeemKey: string | null
  convert: ConvertForm
  convertErrors: Partial<Record<ConvertField, PointsIssue>>
  convertFailure: FlowFailure | null
  /** Kept only while a conversion's outcome is unknown, so trying again cannot convert twice. */
  convertKey: string | null
  /** What the last submit achieved, for the app to confirm. */
  done: 'redeemed' | 'converted' | null
}

export interface PointsMallInput {
  signedIn: boolean
  random: () => number
}

export type PointsMallEvent =
  | { type: 'points.refresh' }
  | { type: 'points.retry' }
  /** The server says a redemption moved (real time) or the balance changed elsewhere. */
  | { type: 'points.changed' }
  | { type: 'points.choose'; rewardId: string }
  | { type: 'points.cancel' }
  | { type: 'points.redeemField'; field: RedeemField; value: string }
  | { type: 'points.redeem' }
  | { type: 'points.convertField'; field: ConvertField; value: string }
  | { type: 'points.convert' }

export type RedeemRequest = {
  rewardId: string
  quantity: number
  paymentPassword: string
  address?: string
  mobile?: string
  idempotencyKey: string
}

export type ConvertRequest = {
  amount: string
  paymentPassword: string
  idempotencyKey: string
}
