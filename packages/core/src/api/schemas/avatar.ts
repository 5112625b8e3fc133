import * as v from 'valibot'

/**
 * Avatars (issue 32, changeIcon): the platform's set a member chooses from. The original names the call without
 * fields; these shapes, and the list call, are ours.
 */
export const avatarChoicesSchema = /* @__PURE__ */ v.object({
  icons: v.array(v.object({ id: v.pipe(v.string(), v.nonEmpty()), url: v.pipe(v.string(), v.nonEmpty()) })),
  /** The member's choice; null while they show the default. */
  current: v.nullable(v.string()),
})

export const changeIconRequestSchema = /* @__PURE__ */ v.object({ iconId: v.pipe(v.string(), v.nonEmpty()) })

/** The avatar as it now is: `memberInfo` and `memberIcon` answer the same address. */
export const changeIconSchema = /* @__PURE__ */ v.object({ avatarUrl: v.string() })

export type AvatarChoices = v.InferOutput<typeof avatarChoicesSchema>
