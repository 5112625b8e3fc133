import {
  createHttpTransport,
  createPortal,
  endpoints,
  type KeyValueStore,
  memberLoginFlow,
  memoryStore,
  type Portal,
  storageKeys,
  type Transport,
} from '@portal/core'
import { PortalProvider } from '@portal/react'
import { createSimulator, devSurfaceRequest, type Simulator } from '@portal/simulator'
import type { Decorator, Loader, StoryContext } from '@storybook/react-vite'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { languageOptions, PortalLanguage } from '../apps/web/src/app/PortalLanguage'
import { brand } from '../apps/web/src/brand'
import { ThemeProvider } from '../apps/web/src/theme/ThemeContext'
import { applyTheme, type Theme, themeStorageKey } from '../apps/web/src/theme/theme'

type FaultKind = Simulator['store']['state']['faults'][number]['kind']

/** The simulated world a story starts in: `parameters: { portal: { … } }`. */
export interface PortalScenario {
  /** The status call answers "under maintenance" until `end` (ISO 8601). */
  maintenance?: { end: string }
  /** The status call answers "region blocked" with the visitor's IP. */
  regionBlock?: true
  /** The domain check answers that the portal's address is not the merchant's. */
  invalidDomain?: true
  /** The next `times` calls (to `path`, or any API call) fail this way. */
  fault?: { kind: FaultKind; path?: string; times?: number }
  /** A seeded account (password Demo1234) whose token the portal finds in its session store. */
  signedInAs?: 'member01' | 'agent01' | 'trial01'
  /**
   * default01 signs in with its default password through the login flow, as a visitor would: the session then
   * holds the forced change with the old password, in memory. It replaces `signedInAs`.
   */
  forcedPasswordChange?: true
  /** Every API call waits this long before it is answered. */
  latencyMs?: number
}

/**
 * What a story renders against, and what its play function may reach into as `context.loaded.simulated`.
 * Stories read it untyped: importing this file into apps/web's type-check would need React resolvable from
 * the repository root.
 */
export interface SimulatedPortal {
  portal: Portal
  simulator: Simulator
  localStore: KeyValueStore
  /** The router's memory location, so links never navigate the preview frame. */
  location: ReturnType<typeof memoryLocation<unknown>>
  /** Calls the simulator's dev surface, e.g. `dev('/region-block', { on: false })`. */
  dev(path: string, body: unknown): Promise<void>
}

/**
 * The portal of the story on screen. The preview shows one story at a time, so the next load stops it: tying
 * it to an unmount instead would kill it under React's StrictMode double mount.
 */
let running: Portal | undefined

/**
 * Storybook loader: a fresh in-process simulator set up as the story's `portal` parameter says, and a started
 * portal over it in the language and theme of the toolbar. Runs again on every re-render (a toolbar change).
 */
export const loadSimulatedPortal: Loader = async ({ parameters, globals }) => {
  running?.actor.stop()
  const scenario: PortalScenario = parameters.portal ?? {}
  const simulator = createSimulator()
  const dev = (path: string, body: unknown) => devCall(simulator, path, body)
  const transport = createHttpTransport({
    baseUrl: 'http://sim.test',
    fetch: (request) => simulator.fetch(request),
    retry: { limit: 0 },
  })

  const sessionStore = memoryStore()
  // A forced change is a sign-in of its own (default01), so it takes the place of any account the story names.
  if (scenario.signedInAs && !scenario.forcedPasswordChange)
    sessionStore.set(storageKeys.token, await signIn(transport, scenario.signedInAs))
  const localStore = memoryStore({ [themeStorageKey]: globals.theme === 'light' ? 'light' : 'dark' })
  const language = languageOptions.find((option) => option.catalog === globals.locale)
  if (language) localStore.set(storageKeys.language, language.code)

  // The world changes after signing in: a maintenance or a fault would refuse the login itself.
  if (scenario.maintenance) await dev('/maintenance', { on: true, end: scenario.maintenance.end })
  if (scenario.regionBlock) await dev('/region-block', { on: true })
  if (scenario.invalidDomain) await dev('/invalid-domain', { on: true })
  if (scenario.fault) await dev('/faults', scenario.fault)
  if (scenario.latencyMs) await dev('/latency', { ms: scenario.latencyMs })

  // index.html applies the remembered theme before the app mounts; the preview has no such script.
  applyTheme(document.documentElement, localStore.get(themeStorageKey) as Theme)

  const portal = createPortal({ brand: brand.portal, transport, sessionStore, localStore })
  portal.actor.start()
  running = portal
  if (scenario.forcedPasswordChange) await signInWithDefaultPassword(portal)
  const simulated: SimulatedPortal = {
    portal,
    simulator,
    localStore,
    location: memoryLocation({ path: '/', record: true }),
    dev,
  }
  return { simulated }
}

/** Decorator: the providers `App` puts around the portal's views, over the loader's simulated portal. */
export const withSimulatedPortal: Decorator = (Story, context) => {
  const { portal, localStore, location } = simulatedPortal(context)
  return (
    <PortalProvider portal={portal}>
      <ThemeProvider store={localStore}>
        <PortalLanguage>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Story />
          </Router>
        </PortalLanguage>
      </ThemeProvider>
    </PortalProvider>
  )
}

function simulatedPortal(context: Pick<StoryContext, 'loaded'>): SimulatedPortal {
  const { simulated } = context.loaded as { simulated?: SimulatedPortal }
  if (!simulated) throw new Error('The story was rendered without the loadSimulatedPortal loader')
  return simulated
}

async function signInWithDefaultPassword(portal: Portal): Promise<void> {
  await until(portal.actor, () => portal.actor.getSnapshot().matches('running'))
  const login = portal.flows.get(memberLoginFlow)
  login.send({ type: 'login.change', field: 'username', value: 'default01' })
  login.send({ type: 'login.change', field: 'password', value: '{secret}' })
  login.send({ type: 'login.agree', on: true })
  login.send({ type: 'login.submit' })
  await until(login, () => login.getSnapshot().status === 'done')
}

/** Resolves once `done` holds, checked now and at each snapshot of `actor`. */
function until(actor: { subscribe(next: () => void): { unsubscribe(): void } }, done: () => boolean) {
  return new Promise<void>((resolve) => {
    if (done()) return resolve()
    const subscription = actor.subscribe(() => {
      if (!done()) return
      subscription.unsubscribe()
      resolve()
    })
  })
}

/**
 * The portal reads a stored token only when it is created, so a throwaway portal over the same simulator
 * signs in first, with the login call the login page makes (encrypted body included).
 */
async function signIn(transport: Transport, account: string): Promise<string> {
  const signer = createPortal({
    brand: brand.portal,
    transport,
    sessionStore: memoryStore(),
    localStore: memoryStore(),
  })
  const { token } = await signer.api.call(endpoints.login, {
    username: account,
    password: 'Demo1234',
    type: 'username',
  })
  return token
}

async function devCall(simulator: Simulator, path: string, body: unknown): Promise<void> {
  const response = await simulator.fetch(devSurfaceRequest(path, body))
  if (!response.ok)
    throw new Error(`Simulator ${path} refused ${JSON.stringify(body)}: ${await response.text()}`)
}
