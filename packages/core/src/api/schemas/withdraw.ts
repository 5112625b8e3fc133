import * as v from 'valibot'
import { amount, idString, numeric } from './common'

// Withdraw (issue 14): settings, bank cards, the fee before submit, the order, and the member-to-member payment
// confirmations (original-calls.md §2 and §4). Amounts arrive as decimals and become Money (minor units).

const time = /* @__PURE__ */ v.pipe(v.string(), v.nonEmpty())
const count = /* @__PURE__ */ v.pipe(numeric, v.integer(), v.minValue(0))

/** The fee the platform takes: a rate in hundredths of a percent, bounded, after the free ones of the day. */
export const withdrawFeeRuleSchema = /* @__PURE__ */ v.object({
  rateBasisPoints: count,
  min: amount,
  max: amount,
  freePerDay: count,
})

export const withdrawSettingsSchema = /* @__PURE__ */ v.object({
  minAmount: amount,
  maxAmount: amount,
  dailyCount: count,
  dailyUsed: count,
  fee: withdrawFeeRuleSchema,
  /** Turnover still to bet before a withdrawal is allowed; 0 when none. */
  turnoverRemaining: amount,
  balance: amount,
  fundPasswordSet: v.boolean(),
  /** After five wrong fund passwords: withdrawals refused until then (ISO time); null when not locked. */
  lockedUntil: v.nullable(time),
})

export const bankSchema = /* @__PURE__ */ v.object({ code: v.string(), name: v.string() })

export const bankCardSchema = /* @__PURE__ */ v.object({
  id: idString,
  bankCode: v.string(),
  bankName: v.string(),
  /** Only the last four digits ever leave the server. */
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  holder: v.string(),
  isDefault: v.boolean(),
})

/** The member's cards, the banks a card may belong to, and the real name cards are held in. */
export const bankCardsSchema = /* @__PURE__ */ v.object({
  cards: v.array(bankCardSchema),
  banks: v.array(bankSchema),
  realName: v.nullable(v.string()),
})

export const addBankCardRequestSchema = /* @__PURE__ */ v.object({
  bankCode: v.pipe(v.string(), v.nonEmpty()),
  cardNumber: v.pipe(v.string(), v.regex(/^\d{12,19}$/)),
  /** Empty only where the platform's card setting does not require it (issue 32). */
  realName: v.pipe(v.string(), v.trim(), v.maxLength(60)),
  /** The branch of the bank, where the platform's card setting asks for it (issue 32). */
  branch: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  /** The step-up (issue 31): the fund password, checked on the one shared counter. */
  paymentPassword: v.string(),
})

export const setDefaultBankCardRequestSchema = /* @__PURE__ */ v.object({ cardId: v.string() })

/** Amounts go out as decimal text (`"50.00"`), never as a float. */
const decimalText = /* @__PURE__ */ v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/))

export const withdrawChargesRequestSchema = /* @__PURE__ */ v.object({ amount: decimalText })

export const withdrawChargesSchema = /* @__PURE__ */ v.object({
  amount: amount,
  fee: amount,
  /** What leaves the balance: the amount and the fee. */
  total: amount,
})

export const withdrawRequestSchema = /* @__PURE__ */ v.object({
  amount: decimalText,
  cardId: v.string(),
  paymentPassword: v.string(),
  /** One per user action: the same key again answers the same order and moves no money twice. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
})

export const withdrawOrderStatus = ['pending', 'paid', 'rejected'] as const

export const withdrawOrderSchema = /* @__PURE__ */ v.object({
  orderNo: v.string(),
  amount: amount,
  fee: amount,
  status: v.picklist(withdrawOrderStatus),
  createdAt: time,
  balance: amount,
})

export const paymentConfirmationSchema = /* @__PURE__ */ v.object({
  payDetailId: idString,
  orderNo: v.string(),
  /** The withdrawal's amount, what this payment says was sent, and what is still to come after it. */
  amount: amount,
  receivedAmount: amount,
  remainingAmount: amount,
  autoConfirmed: v.boolean(),
  sentAt: time,
  /** Counts as received at this time if the member does not answer. */
  autoReceiveAt: time,
  /** Seconds left until then, as the server counts them when it answers: the countdown starts from this. */
  autoReceiveInSeconds: count,
  /**
   * What to check the transfer against (issue 37; absent where a platform does not send it): the payer's name as
   * the platform shows it (masked), the member's card it went to, and the transfer's reference.
   */
  payerName: v.nullish(v.string()),
  bankName: v.nullish(v.string()),
  cardLast4: v.nullish(v.pipe(v.string(), v.regex(/^\d{4}$/))),
  reference: v.nullish(v.string()),
})

export const paymentConfirmationListSchema = /* @__PURE__ */ v.object({
  list: v.array(paymentConfirmationSchema),
})

/** Y received, N not received (a proof image as a data URL is required), A all received (forced). */
export const c2cAnswers = ['Y', 'N', 'A'] as const

export const processC2CRequestSchema = /* @__PURE__ */ v.object({
  isMoneyReceived: v.picklist(c2cAnswers),
  payDetailId: v.string(),
  proofOfNotReceive: v.optional(v.array(v.string())),
})

export const processC2CSchema = /* @__PURE__ */ v.object({
  payDetailId: idString,
  status: v.picklist(['received', 'disputed']),
})

export type WithdrawSettings = v.InferOutput<typeof withdrawSettingsSchema>
export type BankCard = v.InferOutput<typeof bankCardSchema>
export type Bank = v.InferOutput<typeof bankSchema>
export type BankCards = v.InferOutput<typeof bankCardsSchema>
export type WithdrawCharges = v.InferOutput<typeof withdrawChargesSchema>
export type WithdrawOrder = v.InferOutput<typeof withdrawOrderSchema>
export type PaymentConfirmation = v.InferOutput<typeof paymentConfirmationSchema>
export type C2CAnswer = (typeof c2cAnswers)[number]
