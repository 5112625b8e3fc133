import * as v from 'valibot'
import { amount, idString, numeric } from './common'

// Money an agent moves to and from the team (issue 16): transfers up and down, red envelopes (issue 15).

const decimalText = /* @__PURE__ */ v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/))
const key = /* @__PURE__ */ v.pipe(v.string(), v.minLength(8), v.maxLength(64))
const account = /* @__PURE__ */ v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(32))

/** What the transfer form needs before anything is typed. */
export const agentTransferInfoSchema = /* @__PURE__ */ v.object({
  balance: amount,
  /** Who I may send money up to; null for a top agent. */
  upline: v.nullable(v.string()),
  fundPasswordSet: v.boolean(),
  minAmount: amount,
})

export const agentTransferRequestSchema = /* @__PURE__ */ v.object({
  /** My upline or anyone in my team. */
  to: account,
  amount: decimalText,
  paymentPassword: v.string(),
  /** One per user action: the same key again answers the same transfer and moves no money twice. */
  idempotencyKey: key,
})

export const agentTransferDirections = ['down', 'up'] as const

export const agentTransferSchema = /* @__PURE__ */ v.object({
  transferNo: v.string(),
  to: v.string(),
  direction: v.picklist(agentTransferDirections),
  amount,
  /** My main balance after it. */
  balance: amount,
  createdAt: v.string(),
})

export const envelopeSplits = ['random', 'equal'] as const

export const sendEnvelopeRequestSchema = /* @__PURE__ */ v.object({
  total: decimalText,
  count: v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(100)),
  split: v.picklist(envelopeSplits),
  /** Hours until what nobody opened goes back to the sender. */
  expiresInHours: v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(72)),
  /** The step-up (issue 31): the fund password, checked on the one shared counter. */
  paymentPassword: v.string(),
  idempotencyKey: key,
})

export const envelopeStatuses = ['open', 'finished', 'expired'] as const

/** One envelope as its sender sees it: what was opened, by whom. */
export const sentEnvelopeSchema = /* @__PURE__ */ v.object({
  id: idString,
  total: amount,
  count: numeric,
  split: v.picklist(envelopeSplits),
  status: v.picklist(envelopeStatuses),
  createdAt: v.string(),
  expiresAt: v.string(),
  /** Given back to the sender when it expired. */
  refunded: amount,
  opened: v.array(v.object({ account: v.string(), amount, at: v.string() })),
})

export const sentEnvelopesSchema = /* @__PURE__ */ v.object({ content: v.array(sentEnvelopeSchema) })

/** An envelope the signed-in member may open. */
export const envelopeToOpenSchema = /* @__PURE__ */ v.object({
  id: idString,
  /** The platform, or the upline agent who sent it. */
  from: v.picklist(['platform', 'agent']),
  sender: v.string(),
  expiresAt: v.string(),
})

export const envelopesToOpenSchema = /* @__PURE__ */ v.object({ content: v.array(envelopeToOpenSchema) })

export const openEnvelopeRequestSchema = /* @__PURE__ */ v.object({ id: v.pipe(v.string(), v.nonEmpty()) })

export const openedEnvelopeSchema = /* @__PURE__ */ v.object({
  id: idString,
  amount,
  balance: amount,
})

export type AgentTransferInfo = v.InferOutput<typeof agentTransferInfoSchema>
export type AgentTransfer = v.InferOutput<typeof agentTransferSchema>
export type AgentTransferRequest = v.InferInput<typeof agentTransferRequestSchema>
export type EnvelopeSplit = (typeof envelopeSplits)[number]
export type SentEnvelope = v.InferOutput<typeof sentEnvelopeSchema>
export type SendEnvelopeRequest = v.InferInput<typeof sendEnvelopeRequestSchema>
export type EnvelopeToOpen = v.InferOutput<typeof envelopeToOpenSchema>
export type OpenedEnvelope = v.InferOutput<typeof openedEnvelopeSchema>
