/**
 * What `@hono/node-server` hands a request as Hono's `env` when the simulator is served over HTTP: the Node
 * request and response. Typed by shape so the main entry stays free of Node imports (Storybook loads it in a
 * browser, where there is no `env` at all).
 */
export interface NodeBindings {
  incoming?: { socket?: NodeSocket; url?: string }
}

interface NodeSocket {
  remoteAddress?: string
  destroy(): void
}

/** The Node socket of a request served over HTTP; undefined in-process. */
export function socketOf(env: unknown): NodeSocket | undefined {
  return (env as NodeBindings | undefined)?.incoming?.socket
}

/** The request's path as it came over the wire, before any URL parser resolved it; undefined in-process. */
export function incomingPathOf(env: unknown): string | undefined {
  return (env as NodeBindings | undefined)?.incoming?.url
}

/** 127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  return v4.startsWith('127.') || address === '::1'
}
