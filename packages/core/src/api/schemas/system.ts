import * as v from 'valibot'

export interface WhitelabelNode {
  modId: string
  enabled: string
  childrenNodes?: WhitelabelNode[] | null | undefined
}

/** The white-label flags arrive as a tree of modules; `enabled: '1'` switches one on. */
export const whitelabelNodeSchema: v.GenericSchema<WhitelabelNode> = /* @__PURE__ */ v.object({
  modId: v.string(),
  enabled: v.string(),
  childrenNodes: v.nullish(v.array(v.lazy(() => whitelabelNodeSchema))),
})

export const resourceSchema = /* @__PURE__ */ v.object({
  resourceType: v.string(),
  url: v.string(),
  labelNameEn: v.nullish(v.string()),
})

export const locationSchema = /* @__PURE__ */ v.object({
  ip: v.string(),
  country: v.nullish(v.string()),
})

export const statusSchema = /* @__PURE__ */ v.object({
  maintenance: v.boolean(),
  regionRestriction: v.boolean(),
  /** ISO 8601 end of the maintenance window, when known. */
  maintenanceEnd: v.nullish(v.string()),
  location: locationSchema,
  info: v.object({
    domainRoute: v.nullish(v.string()),
    mainDomain: v.nullish(v.string()),
    resources: v.array(resourceSchema),
    whitelabelVal: v.array(whitelabelNodeSchema),
    analytics: v.nullish(v.object({ gtagId: v.nullish(v.string()) })),
    imageCDNs: v.array(v.string()),
    launchGameCDNs: v.array(v.string()),
  }),
})

export type SystemStatus = v.InferOutput<typeof statusSchema>
export type Resource = v.InferOutput<typeof resourceSchema>
