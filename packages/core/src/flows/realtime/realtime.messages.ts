import * as v from 'valibot'
import { amount, flag } from '../../api/schemas/common'

/**
 * The messages of the member's topic (original-calls.md §3): JSON `{ type, popup, title, message, data }`.
 * Every text in them is untrusted (the original rendered a withdrawal's rejection remark as HTML): the core keeps
 * it as plain text and the app must never render it as markup.
 */

/** Built on first use, so a page that never opens the channel carries no schema (and no valibot). */
function buildSchema() {
  // Money as the server sends it (a decimal, maybe a string) → Money, read from its digits (never a float step).
  const text = v.nullish(v.string())
  const time = v.nullish(v.union([v.string(), v.number()]))
  const message = <const TType extends string, TData extends v.GenericSchema>(type: TType, data: TData) =>
    v.object({ type: v.literal(type), popup: v.optional(flag, false), title: text, message: text, data })
  const anyData = v.optional(v.unknown())
  const transfer = v.object({ amount, time, receiver: text, sender: text })
  const promotion = v.nullish(v.looseObject({ amount: v.optional(amount) }))
  const contract = v.nullish(v.looseObject({ contractId: v.optional(v.union([v.string(), v.number()])) }))
  return v.variant('type', [
    message('MANUAL_PROMO', promotion),
    message('PROMOTION_CLAIM', promotion),
    message('INBOX', anyData),
    message('WITHDRAW', v.object({ amount, time, success: v.boolean(), remarks: text })),
    message('DEPOSIT', v.object({ amount, time, success: v.boolean() })),
    message('ONLINE_MSG', anyData),
    // Opens the pending withdrawal confirmations (the wallet's flow fetches them).
    message('PAYMENT_CONFIRMATION', anyData),
    message('AGENT_TRANSFER_AGENT_TO_DOWNLINE', transfer),
    message('AGENT_TRANSFER_DOWNLINE_TO_AGENT', transfer),
    // Ours: the agent's contracts, a session ended elsewhere (devices page, a time-out), maintenance ahead.
    message('CONTRACT_REQUEST', contract),
    message('CONTRACT_TERMINATION', contract),
    message('SESSION_REVOKED', anyData),
    // Ours: a red envelope the member may open (the red-envelope flow loads it).
    message('RED_ENVELOPE', anyData),
    message('MAINTENANCE_ANNOUNCED', v.nullish(v.looseObject({ start: time, end: time }))),
    // Ours: the back office passed or rejected a points redemption.
    message('POINT_REDEEM', anyData),
    // Ours: a contract's salary or dividend was paid into my balance.
    message('CONTRACT_PAYOUT', v.object({ amount, time })),
  ])
}

let schema: ReturnType<typeof buildSchema> | undefined

export type RealtimeMessage = v.InferOutput<ReturnType<typeof buildSchema>>
export type RealtimeMessageType = RealtimeMessage['type']

export const realtimeMessageTypes: readonly RealtimeMessageType[] = [
  'MANUAL_PROMO',
  'PROMOTION_CLAIM',
  'INBOX',
  'WITHDRAW',
  'DEPOSIT',
  'ONLINE_MSG',
  'PAYMENT_CONFIRMATION',
  'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
  'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
  'CONTRACT_REQUEST',
  'CONTRACT_TERMINATION',
  'SESSION_REVOKED',
  'MAINTENANCE_ANNOUNCED',
  'POINT_REDEEM',
  'RED_ENVELOPE',
  'CONTRACT_PAYOUT',
]

/** What became of a message body: a typed message, a type this portal does not know, or garbage. */
export type ParsedRealtimeMessage =
  | { kind: 'message'; message: RealtimeMessage }
  | { kind: 'unknown'; type: string }
  | { kind: 'malformed' }

/** Reads a message body. Never throws: a newer server's types are ignored, a malformed message dropped. */
export function parseRealtimeMessage(body: string): ParsedRealtimeMessage {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return { kind: 'malformed' }
  }
  const type = typeof json === 'object' && json !== null ? (json as { type?: unknown }).type : undefined
  if (typeof type !== 'string') return { kind: 'malformed' }
  if (!(realtimeMessageTypes as readonly string[]).includes(type)) return { kind: 'unknown', type }
  schema ??= buildSchema()
  const parsed = v.safeParse(schema, json)
  return parsed.success ? { kind: 'message', message: parsed.output } : { kind: 'malformed' }
}
