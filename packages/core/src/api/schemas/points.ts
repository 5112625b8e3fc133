import * as v from 'valibot'

/** Both travel encrypted through the gateway's fund-password check. */
export const redeemPointRewardRequestSchema = /* @__PURE__ */ v.looseObject({
  rewardId: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  paymentPassword: v.string(),
})

export const convertPointRequestSchema = /* @__PURE__ */ v.looseObject({
  amount: v.pipe(v.number(), v.gtValue(0)),
  paymentPassword: v.string(),
})
