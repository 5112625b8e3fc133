import * as v from 'valibot'

// The agent centre's open account (registerCenter, REGCEN; original-calls.md §5). The original gives no path or
// fields; the fields follow the registration form's, plus the kind of account and the click's key.

export const openAccountTypes = ['member', 'agent'] as const

export type OpenAccountType = (typeof openAccountTypes)[number]

export const openAccountRequestSchema = /* @__PURE__ */ v.object({
  accountType: v.picklist(openAccountTypes),
  username: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(32)),
  password: v.string(),
  confirmPassword: v.string(),
  /** One per click: the same key again answers the same account instead of "taken". */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
})

export const openedAccountSchema = /* @__PURE__ */ v.object({
  account: v.string(),
  accountType: v.picklist(openAccountTypes),
  /** My direct downline from now on. */
  upline: v.string(),
  registeredAt: v.string(),
})

export type OpenAccountRequest = v.InferInput<typeof openAccountRequestSchema>
export type OpenedAccount = v.InferOutput<typeof openedAccountSchema>

// Referral links (CREATEAFF3 / AFFMAN3): one per invitation code of the agent, with what each brought in.

export const affiliateLinkSchema = /* @__PURE__ */ v.object({
  code: v.pipe(v.string(), v.nonEmpty()),
  /** Accounts that registered with this code. */
  registrations: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Of those, how many have made a first deposit. */
  firstDeposits: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

export const affiliateLinksSchema = /* @__PURE__ */ v.object({ links: v.array(affiliateLinkSchema) })

export type AffiliateLink = v.InferOutput<typeof affiliateLinkSchema>

// Announcements for agents (agentAnnouncement, AGENTANNOUNCE3), in the language of the request.

export const agentAnnouncementSchema = /* @__PURE__ */ v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  title: v.string(),
  /** Server HTML: the app sanitises it before showing it. */
  content: v.string(),
  publishedAt: v.string(),
})

export const agentAnnouncementsSchema = /* @__PURE__ */ v.object({
  announcements: v.array(agentAnnouncementSchema),
})

export type AgentAnnouncement = v.InferOutput<typeof agentAnnouncementSchema>
