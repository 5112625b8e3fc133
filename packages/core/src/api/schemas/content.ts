import * as v from 'valibot'
import { idString, numeric } from './common'

export { unreadCountSchema } from './boot'

export const bannerSchema = /* @__PURE__ */ v.looseObject({
  url: v.string(),
  groupName: v.nullish(v.string()),
  /** When set, the banner is clickable and opens the linkage. */
  linkageType: v.nullish(v.union([v.string(), v.number()])),
})

/** Notice or announcement. `execution`: A signed-in audience, B anonymous, F first login. */
export const noticeSchema = /* @__PURE__ */ v.looseObject({
  id: idString,
  title: v.string(),
  /** HTML: sanitise before rendering. */
  content: v.nullish(v.string()),
  startDateStr: v.nullish(v.string()),
  promotionType: v.nullish(v.union([v.string(), v.number()])),
  execution: v.nullish(v.string()),
})

export const announcementsRequestSchema = /* @__PURE__ */ v.object({
  types: v.picklist(['B,PL,PU,PR,H', 'B,PL,PU,PR']),
  platform: v.literal('W'),
  execution: v.literal('B'),
})

export const announcementsSchema = /* @__PURE__ */ v.looseObject({
  banners: v.nullish(v.array(bannerSchema)),
  player: v.nullish(v.array(noticeSchema)),
  popup: v.nullish(v.array(noticeSchema)),
  promotion: v.nullish(v.array(noticeSchema)),
})

export const winnerBoardRequestSchema = /* @__PURE__ */ v.object({
  gameCategory: v.literal('ALL'),
  language: v.string(),
  limitNum: numeric,
})

export const winnerBoardSchema = /* @__PURE__ */ v.looseObject({
  list: v.array(v.looseObject({ vo: v.looseObject({ winAmount: numeric }) })),
})

export const feedbackRequestSchema = /* @__PURE__ */ v.object({
  questionType: v.string(),
  content: v.pipe(v.string(), v.maxLength(140)),
  /** Up to 3 png or jpg images under 5 MB each, as data URLs. */
  images: v.optional(v.pipe(v.array(v.string()), v.maxLength(3))),
})

export type Banner = v.InferOutput<typeof bannerSchema>
export type Notice = v.InferOutput<typeof noticeSchema>
export type Announcements = v.InferOutput<typeof announcementsSchema>
export type WinnerBoard = v.InferOutput<typeof winnerBoardSchema>
