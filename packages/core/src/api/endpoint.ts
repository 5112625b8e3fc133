import type { GenericSchema, InferInput, InferOutput } from 'valibot'

/** Said in `purpose` wherever the spec gives no response fields, so nobody mistakes `anyValue` for a contract. */
export const noShape = 'value shape not in the spec'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * One row of the API contract. The typed client, the simulator's routes and `docs/api.md` are all derived from
 * these rows, so a call is never written out twice.
 */
export interface Endpoint<
  Request extends GenericSchema = GenericSchema,
  Response extends GenericSchema = GenericSchema,
> {
  /** The row's name in the table (`endpoints[name]`), used in errors and logs. */
  name: string
  method: HttpMethod
  /**
   * An idempotent read: asking again changes nothing on the server, so the transport may repeat the request
   * after a failure that left no answer. Unset means exactly one request per call: every write, and the GETs
   * with effects (a launch opens a game session, a captcha replaces the answer the server expects).
   */
  idempotent?: true
  path: string
  /** T in the spec: the session token is sent and required. */
  auth: boolean
  /** E in the spec: the body travels encrypted (see `docs/api.md`, "Encrypted payloads"). */
  encrypted: boolean
  /** Body is `application/x-www-form-urlencoded` instead of JSON. */
  form?: boolean
  /** GET sends the request as query parameters; other methods as the body. */
  request: Request
  /** Schema of the envelope's `value` on success. */
  response: Response
  /** What the call is for, in the spec's words: documentation (docs/api.md), which the web app's build leaves out. */
  purpose: string
  /** The spec names this call only by purpose: the path is our choice. */
  pathChosen?: boolean
  /** Extra fixed headers of this call (e.g. the free-play login's gateway version). */
  headers?: Readonly<Record<string, string>>
  /** Per-call timeout in milliseconds; the transport's default otherwise. */
  timeoutMs?: number
}

/** Identity, for inference; marked so bundlers drop an unused table (TOOLCHAIN.md, tree-shaking). */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<Request extends GenericSchema, Response extends GenericSchema>(
  row: Endpoint<Request, Response>,
): Endpoint<Request, Response> {
  return row
}

export type EndpointInput<E> = E extends Endpoint<infer Request, GenericSchema> ? InferInput<Request> : never
export type EndpointOutput<E> =
  E extends Endpoint<GenericSchema, infer Response> ? InferOutput<Response> : never
