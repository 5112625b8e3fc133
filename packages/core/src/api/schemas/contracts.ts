import * as v from 'valibot'
import { flag } from './common'

/** Contract actions of spec §4: sign, terminate, reject. The remaining fields are not given by the spec. */
export const contractActionRequestSchema = /* @__PURE__ */ v.looseObject({
  action: v.picklist(['sign', 'terminate', 'reject']),
})

export const merchantWalletRequestSchema = /* @__PURE__ */ v.object({ merchantCode: v.string() })

/** `isSingle` 1: single-wallet mode. */
export const merchantWalletSchema = /* @__PURE__ */ v.looseObject({ isSingle: flag })

export type MerchantWallet = v.InferOutput<typeof merchantWalletSchema>
