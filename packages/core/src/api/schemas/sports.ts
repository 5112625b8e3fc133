import * as v from 'valibot'
import { idString, numeric } from './common'

/** A match's moment: playing (with its minute), at the break, or over. */
export const matchStateSchema = /* @__PURE__ */ v.picklist(['LIVE', 'HALF_TIME', 'FULL_TIME'])

const score = /* @__PURE__ */ v.pipe(numeric, v.integer(), v.minValue(0))

/** What a live push carries for one match: its score and moment, no names (the board has them). */
export const matchScoreSchema = /* @__PURE__ */ v.looseObject({
  id: idString,
  homeScore: score,
  awayScore: score,
  minute: v.nullish(v.pipe(numeric, v.integer(), v.minValue(0))),
  state: matchStateSchema,
  /** The server's time of this score (epoch ms): of two views of a match, the later one wins. */
  at: v.pipe(numeric, v.integer()),
})

export const liveMatchSchema = /* @__PURE__ */ v.looseObject({
  ...matchScoreSchema.entries,
  league: v.string(),
  home: v.string(),
  away: v.string(),
  kickOff: v.pipe(numeric, v.integer()),
})

export const sportsLiveSchema = /* @__PURE__ */ v.looseObject({
  matches: v.array(liveMatchSchema),
})

export type LiveMatch = v.InferOutput<typeof liveMatchSchema>
export type MatchScore = v.InferOutput<typeof matchScoreSchema>
export type MatchState = v.InferOutput<typeof matchStateSchema>
