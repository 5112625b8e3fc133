import * as v from 'valibot'

/**
 * The domain check's answer (spec §7 "Common": `/wps/system/domainRoute`, N, no payload). The spec shows no
 * response; ours (docs/deviations.md): `valid` says whether the address the portal is served from is one of the
 * merchant's, `domain` is that address as the server saw it, for customer service.
 */
export const domainRouteSchema = /* @__PURE__ */ v.object({
  valid: v.boolean(),
  domain: v.nullish(v.string()),
})

export type DomainRoute = v.InferOutput<typeof domainRouteSchema>
