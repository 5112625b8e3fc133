import * as v from 'valibot'
import { amount, idString, numeric, paged } from './common'

const decimalText = /* @__PURE__ */ v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/))
const wholePoints = /* @__PURE__ */ v.pipe(numeric, v.integer())

/** Both travel encrypted through the gateway's fund-password check. */
export const redeemPointRewardRequestSchema = /* @__PURE__ */ v.looseObject({
  rewardId: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  paymentPassword: v.string(),
  /** Physical rewards only: where to send it. */
  address: v.optional(v.string()),
  mobile: v.optional(v.string()),
  /** One per user action: the same key again redeems nothing twice. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
})

export const convertPointRequestSchema = /* @__PURE__ */ v.looseObject({
  amount: decimalText,
  paymentPassword: v.string(),
  /** One per user action: the same key again converts nothing twice. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
})

export const pointBalanceSchema = /* @__PURE__ */ v.looseObject({ points: wholePoints, balance: amount })

export const pointRewardSchema = /* @__PURE__ */ v.looseObject({
  rewardId: idString,
  productName: v.string(),
  pointsNeeded: wholePoints,
  amountNeeded: amount,
  stock: wholePoints,
  physical: v.optional(v.boolean(), false),
  imageUrl: v.nullish(v.string()),
})

export const pointRewardsSchema = /* @__PURE__ */ v.looseObject({ list: v.array(pointRewardSchema) })

const redemptionStatuses = ['applying', 'rejected', 'passed'] as const

export const redemptionSchema = /* @__PURE__ */ v.looseObject({
  id: idString,
  productName: v.string(),
  quantity: wholePoints,
  points: wholePoints,
  status: v.picklist(redemptionStatuses),
  appliedAt: v.string(),
})

export const redemptionsPageSchema = /* @__PURE__ */ paged(redemptionSchema)

export const pointChangeSchema = /* @__PURE__ */ v.looseObject({
  transactionNo: idString,
  change: v.pipe(numeric, v.integer()),
  balance: wholePoints,
  remarks: v.nullish(v.string()),
  at: v.string(),
})

export const pointChangesPageSchema = /* @__PURE__ */ paged(pointChangeSchema)

export const pointConfigSchema = /* @__PURE__ */ v.looseObject({
  pointsRatio: numeric,
  stakesUnit: numeric,
  depositPointTypes: v.array(v.string()),
})

export const pointsAfterSchema = /* @__PURE__ */ v.looseObject({ points: wholePoints })

export type PointBalance = v.InferOutput<typeof pointBalanceSchema>
export type PointReward = v.InferOutput<typeof pointRewardSchema>
export type Redemption = v.InferOutput<typeof redemptionSchema>
export type PointChange = v.InferOutput<typeof pointChangeSchema>
export type PointConfig = v.InferOutput<typeof pointConfigSchema>
