import type { MiddlewareHandler } from 'hono'
import { reply, serverError } from '../envelope'
import { socketOf } from '../node-bindings'
import type { Fault, Store } from '../store'

/** Dev surface and generated art are never slowed or broken: only the API is. */
const isApiPath = (path: string) => !path.startsWith('/__sim') && !path.startsWith('/sim/')

/** Injected latency first, then the next matching fault, if any. */
export function faultInjection(store: Store): MiddlewareHandler {
  return async (c, next) => {
    if (!isApiPath(c.req.path)) return next()
    const signal = c.req.raw.signal
    if (store.state.latencyMs > 0) await sleep(store.state.latencyMs, signal)
    const fault = takeFault(store, c.req.path)
    if (!fault) return next()
    switch (fault.kind) {
      case 'http500':
        return reply(c, serverError('Injected server error'))
      case 'malformed-json':
        return c.body('{"success":true,"value":{', 200, { 'Content-Type': 'application/json' })
      case 'drop':
        return new Response(droppedBody(socketOf(c.env)), { headers: { 'Content-Type': 'application/json' } })
      case 'slow':
        // The real answer, late: a client with a shorter budget gives up first, one with a longer one gets it.
        // A call given up on is never carried out, so the user's retry meets the world as it was.
        await sleep(fault.delayMs ?? 0, signal)
        if (signal.aborted) return new Response(null, { status: 499 })
        return next()
      case 'timeout':
        return neverAnswer(signal)
    }
  }
}

function takeFault(store: Store, path: string): Fault | undefined {
  const faults = store.state.faults
  const fault = faults.find((candidate) => candidate.path === null || candidate.path === path)
  if (!fault) return undefined
  fault.remaining -= 1
  if (fault.remaining <= 0) faults.splice(faults.indexOf(fault), 1)
  return fault
}

/**
 * A body that starts and then stops for good: the status and a first chunk leave, then the connection is cut.
 * Over HTTP the socket itself is closed (a client, or a proxy in front, sees the connection reset mid-body, as
 * when a gateway dies); in-process the body stream breaks. The cut waits a moment for the first chunk to leave.
 */
function droppedBody(socket: { destroy(): void } | undefined): ReadableStream<Uint8Array> {
  let started = false
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(new TextEncoder().encode('{"success":true,'))
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
      if (socket) socket.destroy()
      else controller.error(new Error('Injected dropped connection'))
    },
  })
}

/** Answers only when the caller gives up, the way a hung back end looks to a client with a timeout. */
function neverAnswer(signal: AbortSignal): Promise<Response> {
  return new Promise((resolve) => {
    const answer = () => resolve(new Response(null, { status: 499 }))
    if (signal.aborted) answer()
    else signal.addEventListener('abort', answer, { once: true })
  })
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}
