import * as v from 'valibot'

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

/** A call whose `value` the product does not read. */
export const anyValue = /* @__PURE__ */ v.unknown()

/** The server sends numbers as strings in places; accept both, give a number. */
export const numeric = /* @__PURE__ */ v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty())]),
  v.transform(Number),
  v.number(),
  v.finite(),
)
