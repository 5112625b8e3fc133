import * as v from 'valibot'
import { flag, numeric } from './common'

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

/**
 * Server rule for one registration field (spec §3). `patternId` numbers the message (spec §5: 0 length only …
 * 15 Korean only); `acceptedPattern` is the regular expression, where `'*'` means `'.*'`.
 */
export const registerFieldRuleSchema = /* @__PURE__ */ v.object({
  enabled: flag,
  required: flag,
  patternId: v.pipe(numeric, v.integer(), v.minValue(0)),
  acceptedPattern: v.nullish(v.string()),
  min: v.nullish(v.pipe(numeric, v.integer(), v.minValue(0))),
  max: v.nullish(v.pipe(numeric, v.integer(), v.minValue(0))),
})

/** Rules keyed by the registration field's name (`username`, `mobileNum`, `payeeName`, …). */
export const registerRulesSchema = /* @__PURE__ */ v.record(v.string(), registerFieldRuleSchema)

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
    /** The registration field rules, as `registerSettings` returns them. */
    registerSettings: v.nullish(registerRulesSchema),
    analytics: v.nullish(v.object({ gtagId: v.nullish(v.string()) })),
    imageCDNs: v.array(v.string()),
    launchGameCDNs: v.array(v.string()),
  }),
})

export type SystemStatus = v.InferOutput<typeof statusSchema>
export type Resource = v.InferOutput<typeof resourceSchema>

export const countryCodeSchema = /* @__PURE__ */ v.object({
  countryCode: v.pipe(v.string(), v.nonEmpty()),
  countryDialingCode: v.pipe(v.string(), v.nonEmpty()),
})

export const countryCodesSchema = /* @__PURE__ */ v.array(countryCodeSchema)

export const helpCenterRequestSchema = /* @__PURE__ */ v.object({
  lang: v.string(),
  device: v.literal('WEB'),
})

export type RegisterFieldRule = v.InferOutput<typeof registerFieldRuleSchema>
export type RegisterRules = v.InferOutput<typeof registerRulesSchema>
export type CountryCode = v.InferOutput<typeof countryCodeSchema>
