import * as v from 'valibot'
import { idString, numeric, paged, prizeMode } from './common'

const optionalText = /* @__PURE__ */ v.nullish(v.string())

/** A game or vendor card (spec §3 "Game and vendor"); the server fills different subsets per call. */
export const gameSchema = /* @__PURE__ */ v.looseObject({
  nodeId: v.nullish(idString),
  nodeName: optionalText,
  gameName: optionalText,
  displayName: optionalText,
  showIcon: optionalText,
  iconUrl: optionalText,
  /** Vendor code. */
  vassalage: optionalText,
  gameType: optionalText,
  gameCode: optionalText,
  /** `'VASSALAGE'`: the vendor opens a popup game list. */
  isGame: optionalText,
  /** 0: a free trial is offered. */
  supportPlay: v.nullish(numeric),
  gameCategory: optionalText,
  /** Slot sub-class (SC, VP, JP, TG, AC, BG) the game list centre filters by; the field name is ours. */
  subType: optionalText,
})

export const gameListSchema = /* @__PURE__ */ v.looseObject({ list: v.array(gameSchema) })

export const hotGamesRequestSchema = /* @__PURE__ */ v.object({
  merchantCode: v.string(),
  isPlatform: v.pipe(numeric, v.literal(2)),
  platform: v.literal('flash,html5-desktop'),
  language: v.string(),
})

export const gameVendorsRequestSchema = /* @__PURE__ */ v.object({ merchantCode: v.string() })

export const vendorCardSchema = /* @__PURE__ */ v.looseObject({
  vassalage: v.string(),
  gameType: v.string(),
})

/** A lane is one category (`title`: LIVE, RNG, …) of vendor cards. */
export const vendorLaneSchema = /* @__PURE__ */ v.looseObject({
  title: v.string(),
  cards: v.array(vendorCardSchema),
})

export const gameVendorsSchema = /* @__PURE__ */ v.looseObject({
  data: v.looseObject({ lanes: v.array(vendorLaneSchema) }),
})

export const favoriteIdsSchema = /* @__PURE__ */ v.array(idString)

export const favoriteGamesPageSchema = /* @__PURE__ */ paged(gameSchema)

export const favoriteToggleRequestSchema = /* @__PURE__ */ v.object({
  nodeId: v.string(),
  vendor: v.optional(v.string()),
  gameType: v.optional(v.string()),
})

/** Vendor launch and lottery launch share one call; the lottery fields follow spec §3 "Lottery launch params". */
export const launchGameRequestSchema = /* @__PURE__ */ v.looseObject({
  vassalage: v.optional(v.string()),
  gameType: v.optional(v.string()),
  gameCode: v.optional(v.string()),
  lottoArea: v.optional(v.literal('VN')),
  launchMode: v.optional(v.literal('LOTT')),
  lottoPrizeMode: v.optional(prizeMode),
  lottoGameCode: v.optional(v.string()),
  lottoView: v.optional(v.picklist(['betting', 'lobby'])),
  device: v.optional(v.string()),
  backUrl: v.optional(v.string()),
  language: v.optional(v.string()),
  /** 1: a free trial (FREE TRIAL of a game with supportPlay 0); ours, the spec does not say how it is asked. */
  freeTrial: v.optional(v.pipe(numeric, v.literal(1))),
})

export const startGameRequestSchema = /* @__PURE__ */ v.object({
  vassalage: v.string(),
  gameType: v.string(),
  gameCode: v.optional(v.string()),
  freeTrial: v.optional(v.pipe(numeric, v.literal(1))),
})

/**
 * A launch answers the game's address: absolute, or a path the portal puts on a launch host picked at random
 * from `launchGameCDNs` (spec §7). The spec gives no field name; `url` is ours.
 */
export const launchResultSchema = /* @__PURE__ */ v.looseObject({ url: v.pipe(v.string(), v.nonEmpty()) })

/** A board-and-card (PVP) room; the spec gives no fields, these are ours. */
export const pvpRoomSchema = /* @__PURE__ */ v.looseObject({
  roomId: idString,
  vassalage: optionalText,
  gameCode: optionalText,
  name: optionalText,
  minBet: v.nullish(numeric),
  maxBet: v.nullish(numeric),
  players: v.nullish(numeric),
  seats: v.nullish(numeric),
})

export const pvpRoomsSchema = /* @__PURE__ */ v.looseObject({ list: v.array(pvpRoomSchema) })

export const chatLaunchSchema = /* @__PURE__ */ v.looseObject({ chatUrl: v.pipe(v.string(), v.nonEmpty()) })

export type Game = v.InferOutput<typeof gameSchema>
export type VendorLane = v.InferOutput<typeof vendorLaneSchema>
export type FavoriteGamesPage = v.InferOutput<typeof favoriteGamesPageSchema>
export type PvpRoom = v.InferOutput<typeof pvpRoomSchema>
export type LaunchResult = v.InferOutput<typeof launchResultSchema>
export type LaunchGameRequest = v.InferInput<typeof launchGameRequestSchema>
