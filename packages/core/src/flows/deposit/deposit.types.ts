import type { DepositChannel, DepositOrder } from '../../api/schemas/deposit'
import type { Money } from '../../domain/money'
import type { RandomSource } from '../../ports'
import type { UploadIssue } from '../../validation/feedback'
import type { FeedbackImage } from '../feedback/feedback.types'
import type { FlowFailure } from '../shared/failure'

/** What is wrong with the amount, as a code and its values; the app says it beside the field. */
export type DepositAmountIssue =
  | { code: 'required' }
  | { code: 'notNumber' }
  /** More decimals than the currency has. */
  | { code: 'decimals'; max: number }
  | { code: 'belowMin'; min: Money }
  | { code: 'aboveMax'; max: Money }

/** A refusal or a failure of the deposit; a deposit limit says which period and what is left of it. */
export interface DepositFailure extends FlowFailure {
  limit?: { period: string; remaining: Money | null }
}

export interface DepositInput {
  /** The portal's random port: each submit action's idempotency key is drawn from it. */
  random: RandomSource
}

export interface DepositContext {
  random: RandomSource
  channels: DepositChannel[]
  channelId: string | null
  /** The chosen channel's promotion picked with the deposit, or none; another channel drops it. */
  promotionId: string | null
  /** The amount as typed: kept whatever happens, so nothing the member typed is lost. */
  amount: string
  /** Checked as the member types; `required` only once they try to submit an empty field. */
  issue: DepositAmountIssue | null
  /**
   * The idempotency key of the submit action under way, or of one whose answer was lost: Retry sends it again
   * so the server answers the order it made, if it made one. Drawn anew only by the member's next submit.
   */
  key: string | null
  /** The order this screen placed, kept in step with the orders list. */
  placed: DepositOrder | null
  orders: DepositOrder[]
  failure: DepositFailure | null
  ordersFailure: DepositFailure | null
}

export type DepositEvent =
  | { type: 'deposit.choose'; channelId: string }
  | { type: 'deposit.change'; value: string }
  | { type: 'deposit.preset'; amount: Money }
  /** Pick one of the chosen channel's promotions, or none (null). */
  | { type: 'deposit.promotion'; promotionId: string | null }
  | { type: 'deposit.submit' }
  /** Load the channels again, or send the lost submit again with its key. */
  | { type: 'deposit.retry' }
  /** Another deposit after one was placed. */
  | { type: 'deposit.again' }
  | { type: 'deposit.refresh' }
  /** From the real-time channel: a deposit settled (or the channel reconnected): the orders are read again. */
  | { type: 'deposit.settled' }

export type DepositEmitted = { type: 'deposit.placed'; reference: string }

export interface SubmitInput {
  channelId: string
  /** Decimal text, at most 2 decimals. */
  amount: string
  idempotencyKey: string
  promotionId?: string
}

export interface ReceiptContext {
  /** The order the receipt is for. */
  reference: string
  /** At most three png or jpg images under 5 MB: only vetted ones get here. */
  images: readonly FeedbackImage[]
  /** The picks the last `receipt.addImages` refused, with why. */
  refused: readonly { name: string; issue: UploadIssue }[]
  remark: string
  issue: ReceiptIssue | null
  failure: DepositFailure | null
  /** The order as the server answered it once the receipt was kept. */
  order: DepositOrder | null
}

export type ReceiptEvent =
  | { type: 'receipt.remark'; value: string }
  | { type: 'receipt.addImages'; images: readonly FeedbackImage[] }
  | { type: 'receipt.removeImage'; index: number }
  /** Sends the receipt; after a failure, sends it again as it stands. */
  | { type: 'receipt.send' }

export type ReceiptIssue = { code: 'imagesRequired' } | { code: 'tooLong'; max: number }
