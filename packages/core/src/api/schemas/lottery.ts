import * as v from 'valibot'
import { prizeMode } from './common'

export const gameMenusRequestSchema = /* @__PURE__ */ v.object({ prizeMode })

export const vnGameMenuRequestSchema = /* @__PURE__ */ v.object({ prizeMode, device: v.literal('WEB') })

/** The cn lottery's opened-numbers call: prize mode 'Lott' and a random cache-buster `t`. */
export const openedNumbersRequestSchema = /* @__PURE__ */ v.object({
  prizeMode: v.literal('Lott'),
  t: v.string(),
})
