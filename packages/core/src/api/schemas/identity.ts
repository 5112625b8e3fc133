import * as v from 'valibot'

// Identity verification (issue 32; original-calls.md §2, uploadIdImage and getIdImage): the ID's front and back
// as images, reviewed by the back office. The original's shapes are unknown: these are ours.

export const identityStatuses = ['none', 'pending', 'approved', 'rejected'] as const
export type IdentityStatus = (typeof identityStatuses)[number]

export const identitySchema = /* @__PURE__ */ v.object({
  status: v.picklist(identityStatuses),
  /** Why the back office rejected the images; null otherwise. */
  reason: v.nullish(v.string()),
  submittedAt: v.nullish(v.string()),
  /** The platform asks for an approved identity before a withdrawal. */
  requiredForWithdrawal: v.boolean(),
})

/** Both sides at once, each a png or jpeg data URL under 5 MB (the rules of the other uploads). */
export const uploadIdentityRequestSchema = /* @__PURE__ */ v.object({
  front: v.pipe(v.string(), v.nonEmpty()),
  back: v.pipe(v.string(), v.nonEmpty()),
})

export type Identity = v.InferOutput<typeof identitySchema>
export type UploadIdentityRequest = v.InferOutput<typeof uploadIdentityRequestSchema>
