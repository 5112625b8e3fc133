/**
 * Compiled by `pnpm check:packages` against the BUILT declarations of the packages (no `source` condition,
 * `skipLibCheck` off, Node's own module resolution), as a project outside this repo would compile: it touches
 * every published entry point so a broken or unresolvable `.d.ts` fails the check.
 */
import {
  createHttpTransport,
  createLogin,
  createPortal,
  defaultBrand,
  type LoginView,
  memoryStore,
  type Portal,
} from '@portal/core'
import { documentCookies, webLocalStore, webSessionStore } from '@portal/core/browser'
import { connectInspector } from '@portal/core/dev'
import { PortalProvider, useFlow, useSharedFlow } from '@portal/react'
import { createSimulator, type Simulator } from '@portal/simulator'
import { listen } from '@portal/simulator/node'

export const simulator: Simulator = createSimulator({ seed: 7 })
export const portal: Portal = createPortal({
  brand: defaultBrand,
  transport: createHttpTransport({ baseUrl: 'http://127.0.0.1:8080' }),
  sessionStore: memoryStore(),
  localStore: memoryStore(),
})
export const loginFlow: unknown = createLogin(portal)
export const describe = (view: LoginView) => Object.keys(view)
export const entries = [
  connectInspector,
  PortalProvider,
  useFlow,
  useSharedFlow,
  listen,
  documentCookies,
  webLocalStore,
  webSessionStore,
]
