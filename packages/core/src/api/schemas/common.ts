import * as v from 'valibot'
import { moneyFromApi } from '../../domain/money'

/** The gateway wraps every answer in this envelope. `code` is ours: a machine-readable reason on failure. */
export const envelopeSchema = /* @__PURE__ */ v.object({
  success: v.boolean(),
  value: v.optional(v.unknown()),
  message: v.nullish(v.string()),
  code: v.nullish(v.string()),
})

export type Envelope = v.InferOutput<typeof envelopeSchema>

/** A call with no parameters. */
export const noInput = /* @__PURE__ */ v.optional(v.object({}))

/** A call whose parameters the spec does not list: any named fields pass through. */
export const openInput = /* @__PURE__ */ v.optional(v.looseObject({}))

/** A call whose `value` the product does not read, or whose shape the spec does not give. */
export const anyValue = /* @__PURE__ */ v.unknown()

/** The server sends numbers as strings in places; accept both, give a number. */
export const numeric = /* @__PURE__ */ v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty())]),
  v.transform(Number),
  v.number(),
  v.finite(),
)

/**
 * An amount the server reports (a JSON number or decimal text) as integer minor units (`Money`), rounded half
 * away from zero to 2 decimals as the display always did; never multiplied as a float (domain/money.ts).
 */
export const amount = /* @__PURE__ */ v.pipe(
  v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.nonEmpty())]),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = moneyFromApi(dataset.value)
    if (parsed) return parsed
    addIssue({ message: 'not a decimal amount' })
    return NEVER
  }),
)

/** Ids arrive as numbers or strings; the product compares them as strings. */
export const idString = /* @__PURE__ */ v.pipe(
  v.union([v.pipe(v.string(), v.nonEmpty()), v.pipe(v.number(), v.finite())]),
  v.transform(String),
)

/** White-label style switches: `'1'`/`1`/`true` is on, `'0'`/`0`/`false` is off. */
export const flag = /* @__PURE__ */ v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1'])]),
  v.transform((value) => value === true || value === 1 || value === '1'),
)

/** Prize modes of the lottery menus (spec §9: ModeLott, ModeZy, ModeElott, ModeSea). */
export const prizeMode = /* @__PURE__ */ v.picklist(['LOTT', 'ZY', 'ELOTT', 'SEA'])

/** One page of a paged list (favourites, records). */
/* @__NO_SIDE_EFFECTS__ */
export function paged<Item extends v.GenericSchema>(item: Item) {
  return v.looseObject({
    content: v.array(item),
    pageNum: numeric,
    totalPages: numeric,
  })
}
