import * as v from 'valibot'
import { amount, idString } from './common'

/**
 * Deposit (issue 14; original-calls.md §2: MCSFE_getDepositMethods, getFixedAmounts,
 * depositTransferGeneric/newDepositQR/depositVirtualWallet, MCSFE_getDepositTransactionReport). The original
 * has a call per kind of channel; here one submit takes any channel, and every amount travels as decimal text
 * or a JSON number and is held as `Money`.
 */
/** `c2c`: member to member (depositC2C): the order pays another member's withdrawal, whose card it shows. */
export const depositChannelKinds = ['bank', 'ewallet', 'qr', 'crypto', 'c2c'] as const

/** What the member pays to, one line each; the app names the field, the value is the server's. */
export const payeeFields = [
  'bankName',
  'accountName',
  'accountNumber',
  'walletId',
  'network',
  'address',
] as const

const channelKind = /* @__PURE__ */ v.picklist(depositChannelKinds)
const payeeLine = /* @__PURE__ */ v.object({ field: v.picklist(payeeFields), value: v.string() })

const channelSchema = /* @__PURE__ */ v.object({
  id: idString,
  kind: channelKind,
  /** The provider's own name (a bank, a wallet brand), shown as it is. */
  name: v.string(),
  min: amount,
  max: amount,
  /** getFixedAmounts: the preset buttons, smallest first. */
  fixedAmounts: v.array(amount),
  payee: v.array(payeeLine),
  /**
   * getDepositPromotionsV3: bonuses to pick with the deposit: `percent` of it up to `maxBonus`, paid on
   * approval; deposit and bonus must then be bet `turnover` times; `firstDeposit` ones only before any
   * approved deposit. Absent on a channel that offers none.
   */
  promotions: v.optional(
    v.array(
      v.object({
        id: idString,
        name: v.string(),
        percent: v.number(),
        maxBonus: amount,
        turnover: v.number(),
        firstDeposit: v.boolean(),
      }),
    ),
    [],
  ),
})

export const depositChannelsSchema = /* @__PURE__ */ v.array(channelSchema)

/** Decimal text with at most 2 decimals; the key names one user action, so a repeat is the same order. */
export const submitDepositRequestSchema = /* @__PURE__ */ v.object({
  channelId: v.pipe(v.string(), v.nonEmpty()),
  amount: v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/)),
  idempotencyKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  /** One of the channel's promotions, or none. */
  promotionId: v.optional(v.pipe(v.string(), v.nonEmpty())),
})

/**
 * uploadDepositEncodedImage (original-calls.md §2): the receipt of a bank transfer for a processing order, one
 * to three png or jpg images under 5 MB as data URLs, and an optional remark. A second receipt replaces the
 * first, so sending the same one again (after a lost answer) changes nothing.
 */
export const depositReceiptRequestSchema = /* @__PURE__ */ v.object({
  reference: v.pipe(v.string(), v.nonEmpty()),
  images: v.pipe(v.array(v.string()), v.minLength(1), v.maxLength(3)),
  remark: v.pipe(v.string(), v.maxLength(140)),
})

/** `cancelled`: the member withdrew a member-to-member order before paying it (cancelC2CDeposit). */
export const depositSteps = [
  'submitted',
  'processing',
  'receiptSent',
  'approved',
  'rejected',
  'cancelled',
] as const

const orderSchema = /* @__PURE__ */ v.object({
  reference: v.string(),
  /** Null for an order the channel list does not know (placed by the back office, or an old channel). */
  channelId: v.nullable(idString),
  amount,
  /** Where a QR channel's payment is made (amount and reference in it): the app draws it as a QR code. */
  payUrl: v.optional(v.pipe(v.string(), v.url())),
  /** A C2C order's own payee (the matched withdrawer's card, masked), in place of the channel's. */
  payee: v.optional(v.array(payeeLine)),
  /** The promotion picked with the order: its bonus is paid when the order is approved. */
  promotionId: v.optional(idString),
  status: v.picklist(['processing', 'approved', 'rejected', 'cancelled']),
  /** The receipt the member sent for a bank transfer: how many images, the remark, when. */
  receipt: v.optional(v.object({ images: v.number(), remark: v.string(), at: v.string() })),
  /** updateDepositReference: the reference the member's bank gave the transfer, as the member typed it. */
  memberReference: v.optional(v.string()),
  /** What happened, oldest first; a rejection carries the back office's reason (untrusted text). */
  timeline: v.array(
    v.object({ step: v.picklist(depositSteps), at: v.string(), reason: v.optional(v.string()) }),
  ),
})

export const depositOrderSchema = orderSchema
export const depositOrdersSchema = /* @__PURE__ */ v.array(orderSchema)

export type DepositChannel = v.InferOutput<typeof channelSchema>
export type DepositPromotion = NonNullable<DepositChannel['promotions']>[number]
export type DepositChannelKind = (typeof depositChannelKinds)[number]
export type PayeeField = (typeof payeeFields)[number]
export type DepositOrder = v.InferOutput<typeof orderSchema>
export type DepositStep = (typeof depositSteps)[number]
export type SubmitDepositRequest = v.InferOutput<typeof submitDepositRequestSchema>
export type DepositReceiptRequest = v.InferOutput<typeof depositReceiptRequestSchema>
