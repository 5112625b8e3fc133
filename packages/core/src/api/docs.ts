import type { GenericSchema } from 'valibot'
import { credentialObligations } from './credential-obligations'
import { depositCancelObligations } from './deposit-cancel-obligations'
import type { Endpoint } from './endpoint'
import type { ApiErrorKind } from './errors'
import { mailObligations } from './mail-obligations'
import { memberPromotionObligations } from './member-promotion-obligations'
import { moneyObligations } from './obligations'
import { promoCodeObligations } from './promo-code-obligations'
import { accountObligations, sessionObligations } from './session-obligations'
import { headerNames } from './transport'
import { withdrawAccountObligations } from './withdraw-account-obligations'

const headerMeanings: Record<keyof typeof headerNames, string> = {
  token: 'session token; sent whenever the client has one, required by T calls',
  language: 'product language code (EN, CN, TW, …)',
  merchant: 'merchant code of the white-label brand',
  device: 'always `WEB`',
  gatewayVersion: 'gateway version, `3`',
  encryption: '`rsa-aes-gcm` on E calls: the body is an encrypted payload',
}

const errorKindMeanings: Record<ApiErrorKind, string> = {
  network: 'no usable response: refused or dropped connection, broken body stream',
  timeout:
    'no complete response within the call budget (15 s unless the row says otherwise), retries included',
  http: 'a non-2xx status other than 401; `status` kept, and `code`/`serverMessage` when the body is an envelope',
  unauthorized:
    'status 401, envelope `code: "unauthorized"`, or a T call without a token; `onUnauthorized` fires',
  business: 'envelope `success: false`; `code`, `serverMessage` and `value` say why',
  'invalid-response': 'body not JSON, not an envelope, or `value` not the shape of the row',
  aborted: "the caller's AbortSignal fired (the actor left the state)",
}

/** `docs/api.md`, rendered from the endpoint table; docs.test.ts keeps the file in step. */
export function renderApiDocs(endpoints: Readonly<Record<string, Endpoint>>): string {
  const calls = Object.entries(endpoints).map(([name, row]) => [
    `\`${name}\``,
    row.method,
    `\`${row.path}\``,
    row.auth ? 'T' : 'N',
    row.encrypted ? 'E' : '',
    row.pathChosen ? 'chosen' : '',
    row.idempotent ? 'read' : '',
    escapeCell(row.purpose) + (row.form ? ' (form-encoded)' : '') + fixedHeaders(row),
    escapeCell(describe(row.request)),
    escapeCell(describe(row.response)),
  ])
  return `# API contract

Generated from the rows in \`packages/core/src/api/rows/\` by \`renderApiDocs\`; do not edit by hand. After changing the
table run \`UPDATE_DOCS=1 pnpm exec vitest run --project core api/docs\`.

## Envelope

Every answer is JSON \`{ success, value, message, code }\`. On \`success: true\` the client validates \`value\` against
the row's response schema and returns it; nothing unvalidated reaches a machine. On \`success: false\` the call
fails with kind \`business\` (or \`unauthorized\` when \`code\` is \`"unauthorized"\`). \`message\` is the server's
own text; \`code\` is a machine-readable reason.

## Headers

${table(
  ['Header', 'Meaning'],
  Object.entries(headerNames).map(([key, header]) => [
    `\`${header}\``,
    headerMeanings[key as keyof typeof headerNames],
  ]),
)}

GET sends the request fields as query parameters; other methods send a JSON body, or a form-encoded body where
the row says so.

## Error kinds

Every failure is an \`ApiError\` with one of these kinds; nothing else is thrown.

${table(
  ['Kind', 'When'],
  Object.entries(errorKindMeanings).map(([kind, meaning]) => [`\`${kind}\``, meaning]),
)}

Only the calls marked "read" in the Retry column (idempotent reads) are repeated, with backoff, after a network
error or a status 408, 429, 500, 502, 503 or 504. Every other call is sent exactly once per user action, whatever
happens: a write, and a GET with effects (a launch opens a game session, a captcha replaces the expected answer),
may have taken effect before its answer was lost. A time-out is never repeated.

## Encrypted payloads

Calls marked E send the header \`${headerNames.encryption}: rsa-aes-gcm\` and this JSON body instead of their fields:

${table(
  ['Field', 'Content'],
  [
    [
      '`key`',
      "a fresh 32-byte AES-256 key, base64-encoded; that base64 text RSA-encrypted (PKCS#1 v1.5) with the server's public key, base64",
    ],
    ['`iv`', 'the 12-byte AES-GCM nonce, base64'],
    ['`data`', 'AES-256-GCM ciphertext of the JSON fields followed by the 16-byte tag, base64'],
  ],
)}

The public key is a PEM from \`rsaPublicKey\`, fetched once and cached. The server decrypts \`key\` with its
private key (PKCS#1 v1.5), base64-decodes the result to the 32 raw key bytes, splits \`data\` into ciphertext and
its last 16 bytes (the tag), and AES-256-GCM-decrypts with \`iv\`; the plaintext is the UTF-8 JSON of the call's
fields. A body that cannot be decrypted is refused as a malformed request (HTTP 400).

## Platform obligations

What the platform must enforce itself, whatever a client sends or its router allows: a client is never trusted
with money. Each rule is kept by the simulator and proved over HTTP by
\`packages/simulator/src/money.contract.test.ts\`; a refusal travels as an envelope with its \`code\`, which the
client explains.

### Money

${table(
  ['Rule', 'Refusal'],
  moneyObligations.map((obligation) => [escapeCell(obligation.rule), obligation.refusal]),
)}

### Accounts and sessions

What the operator's back end must enforce itself; the portal follows these answers and never decides them. Proved
over HTTP by \`packages/simulator/src/accounts-contract.test.ts\` and \`sessions-contract.test.ts\`.

${table(
  ['Rule', 'Refusal'],
  [...accountObligations, ...sessionObligations].map(({ rule, refusal }) => [escapeCell(rule), refusal]),
)}

### Sign-in and credentials

Guessing a password or a one-time code is the platform's to stop: a client's limits can always be skipped.
Proved over HTTP by \`packages/simulator/src/credentials-contract.test.ts\`, \`step-up.contract.test.ts\`,
\`authenticator.test.ts\`, \`security-questions.test.ts\` and \`account-recovery.test.ts\`.

${table(
  ['Rule', 'Refusal'],
  credentialObligations.map(({ rule, refusal }) => [escapeCell(rule), refusal]),
)}

### Members' mail

Writing to support and the upline (issue 32). Proved over HTTP by \`packages/simulator/src/mail.test.ts\`.

${table(
  ['Rule', 'Refusal'],
  mailObligations.map(({ rule, refusal }) => [escapeCell(rule), refusal]),
)}

### Withdrawal accounts and identity

Where a withdrawal may go and who may withdraw (issue 32). Proved over HTTP by
\`packages/simulator/src/withdraw-accounts.test.ts\` and \`identity.test.ts\`.

${table(
  ['Rule', 'Refusal'],
  withdrawAccountObligations.map(({ rule, refusal }) => [escapeCell(rule), refusal]),
)}

### Promo codes

Who may claim a code, and how its money moves (issue 32). Proved over HTTP by
\`packages/simulator/src/promo-codes.test.ts\`.

${table(
  ['Rule', 'Refusal'],
  promoCodeObligations.map(({ rule, refusal }) => [escapeCell(rule), refusal]),
)}

### Member promotions

Registration, daily login, loss-back and issued promotions in the reward centre (issue 32). Proved over HTTP by
\`packages/simulator/src/member-promotions.test.ts\`.

${table(
  ['Rule', 'Refusal'],
  memberPromotionObligations.map(({ rule, refusal }) => [escapeCell(rule), refusal]),
)}

### Cancelling a member-to-member deposit

What a depositor may withdraw of an order that pays another member's withdrawal (issue 32). Proved over HTTP by
\`packages/simulator/src/deposit-cancel.test.ts\`.

${table(
  ['Rule', 'Refusal'],
  depositCancelObligations.map(({ rule, refusal }) => [escapeCell(rule), refusal]),
)}

## Real-time channel

STOMP 1.2 over WebSocket: at \`/ws\` beside the gateway, or at the brand's \`realtimeUrl\` (a broker's Web-STOMP).
The member's connection sends CONNECT with \`merchant\` and \`token\` (the original's headers) and \`login\` = the
member's customer id, \`passcode\` = the token (what a broker reads); a visitor's sends neither login nor token.
It then subscribes to the member's topic, the brand's \`memberTopic\` with \`{customerId}\` filled in (by default
\`/topic/user/{customerId}\`; on RabbitMQ \`/topic/user.{customerId}\`). Messages are JSON \`{ type, popup, title,
message, data }\` (docs/flows/realtime.md). The platform must refuse a token that is not live, any topic but the
member's own, and every SEND: the topics are read-only.

A platform that fans events out through RabbitMQ publishes them to the \`amq.topic\` exchange with routing key
\`user.<customerId>\` and answers the broker's HTTP auth backend (\`rabbitmq_auth_backend_http\`, plain-text
\`allow\` or \`deny\`; docs/realtime-broker.md). The simulator does, under \`/broker/auth\`, on loopback only:

${table(
  ['Check', 'Fields (form or query)', 'Allowed'],
  [
    [
      '`user`',
      'username, password',
      "a member whose customer id is `username` and whose live token is `password`; the publisher of the broker's URL",
    ],
    ['`vhost`', 'username, vhost, ip', "a known member or the publisher, in the broker URL's vhost (`/`)"],
    [
      '`resource`',
      'username, vhost, resource, name, permission',
      'member: read on exchange `amq.topic`, any permission on its `stomp-subscription-*` queues; publisher: write on `amq.topic`',
    ],
    [
      '`topic`',
      'username, vhost, name, permission, routing_key',
      'member: read of `user.<own id>` on `amq.topic`; publisher: write of `user.<id>`',
    ],
  ],
)}

Everything else is denied: another member's topic, any write by a member, other exchanges and queues.

## Calls

T: a session token is required. N: not required (sent when present). E: encrypted payload. "chosen": the spec
names the call only by its purpose, so the path is ours. Retry "read": an idempotent read, repeated after a
failure that left no answer; blank: sent once. Request and response list field names where the schema
is an object; \`any\` means the spec gives no shape.

${table(['Name', 'Method', 'Path', 'Auth', 'Enc', 'Chosen', 'Retry', 'Purpose', 'Request', 'Response (`value`)'], calls)}
`
}

/** Columns padded to equal width, as Biome formats Markdown tables, so the formatter leaves the file alone. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((_, column) =>
    Math.max(3, ...[header, ...rows].map((cells) => [...(cells[column] ?? '')].length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - [...cell].length)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

function fixedHeaders(row: Endpoint): string {
  const entries = Object.entries(row.headers ?? {})
  return entries.length
    ? `; header ${entries.map(([name, value]) => `\`${name}: ${value}\``).join(', ')}`
    : ''
}

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|')
}

interface SchemaShape {
  type: string
  wrapped?: GenericSchema
  entries?: Record<string, GenericSchema>
  item?: GenericSchema
  value?: GenericSchema
  options?: readonly unknown[]
  literal?: unknown
}

/** Field names of object schemas, two levels of nesting deep; other schemas by their type. */
function describe(schema: GenericSchema, depth = 0): string {
  const shape = unwrap(schema)
  if (shape.entries) {
    const keys = Object.entries(shape.entries).map(([key, child]) => {
      const inner = depth < 2 ? nested(child, depth + 1) : ''
      return inner ? `${key} ${inner}` : key
    })
    return keys.length ? keys.join(', ') : 'none'
  }
  if (shape.type === 'array' && shape.item) return `list of ${describe(shape.item, depth)}`
  if (shape.type === 'record' && shape.value) return `map of name → ${describe(shape.value, depth)}`
  if (shape.type === 'unknown') return 'any'
  if (shape.type === 'union' && shape.options)
    return shape.options.map((option) => describe(option as GenericSchema, depth)).join(' or ')
  if (shape.type === 'literal') return JSON.stringify(shape.literal)
  return shape.type
}

function nested(schema: GenericSchema, depth: number): string {
  const shape = unwrap(schema)
  if (shape.entries && Object.keys(shape.entries).length) return `{ ${describe(schema, depth)} }`
  if (shape.type === 'array' && shape.item && unwrap(shape.item).entries)
    return `[ ${describe(shape.item, depth)} ]`
  return ''
}

function unwrap(schema: GenericSchema): SchemaShape {
  let shape = schema as unknown as SchemaShape
  while (shape.wrapped) shape = shape.wrapped as unknown as SchemaShape
  return shape
}
