import * as v from 'valibot'
import { prizeMode } from './common'

export const gameMenusRequestSchema = /* @__PURE__ */ v.object({ prizeMode })

export const vnGameMenuRequestSchema = /* @__PURE__ */ v.object({ prizeMode, device: v.literal('WEB') })

/** The cn lottery's opened-numbers call: prize mode 'Lott' and a random cache-buster `t`. */
export const openedNumbersRequestSchema = /* @__PURE__ */ v.object({
  prizeMode: v.literal('Lott'),
  t: v.string(),
})

/*
 * The spec gives no response fields for the lottery calls; these are ours (the simulator answers them), loose
 * so a real gateway's extra fields pass.
 */

/** A lottery game of a menu: code, name, and the draw taking bets. */
export const lotteryGameSchema = /* @__PURE__ */ v.looseObject({
  gameCode: v.string(),
  gameName: v.nullish(v.string()),
  prizeMode: v.nullish(v.string()),
  drawNo: v.nullish(v.string()),
  /** ISO 8601 end of the current draw's betting. */
  closesAt: v.nullish(v.string()),
})

export const lotteryGameListSchema = /* @__PURE__ */ v.looseObject({ list: v.array(lotteryGameSchema) })

/** The Vietnamese menu is grouped by region (north, central, south). */
export const vnGameMenuSchema = /* @__PURE__ */ v.looseObject({
  regions: v.array(v.looseObject({ region: v.string(), games: v.array(lotteryGameSchema) })),
})

/**
 * One finished draw. `numbers` are the balls (digits, 1-49 balls, or '01'-'10' places of a race); `special`
 * the extra ball of a 49-ball draw; `sum` the total of a 0-27 game; `prizes` the tiers of a Vietnamese draw.
 */
export const openedDrawSchema = /* @__PURE__ */ v.looseObject({
  gameCode: v.string(),
  drawNo: v.nullish(v.string()),
  openedAt: v.nullish(v.string()),
  numbers: v.nullish(v.array(v.union([v.number(), v.string()]))),
  special: v.nullish(v.number()),
  sum: v.nullish(v.number()),
  prizes: v.nullish(v.record(v.string(), v.union([v.string(), v.array(v.string())]))),
})

export const openedNumbersSchema = /* @__PURE__ */ v.looseObject({ list: v.array(openedDrawSchema) })

export type LotteryGame = v.InferOutput<typeof lotteryGameSchema>
export type VnGameMenu = v.InferOutput<typeof vnGameMenuSchema>
export type OpenedDraw = v.InferOutput<typeof openedDrawSchema>
