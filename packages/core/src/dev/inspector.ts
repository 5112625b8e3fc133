import { createWebSocketInspector } from '@statelyai/inspect'
import type { InspectionEvent } from 'xstate'

/** Where `pnpm inspect` listens (the port `createInspectorServer` defaults to). */
export const defaultInspectorUrl = 'ws://127.0.0.1:8080'

/**
 * An `inspect` callback for `createPortal` (or any `createActor`) that streams every inspection event to the
 * local inspector server started by `pnpm inspect`. Development only: it opens a websocket, and keeps retrying
 * every five seconds while no server listens, so the app never waits for it.
 */
export function connectInspector(url: string = defaultInspectorUrl): (event: InspectionEvent) => void {
  const inspector = createWebSocketInspector({ url })
  return (event) => inspector.inspect.next?.(event)
}
