import { createSimulator, devSurfaceRequest, type Simulator } from '@portal/simulator'
import { waitFor } from 'xstate'
import { endpoints } from '../api/endpoints'
import { createHttpTransport } from '../api/http-transport'
import { defaultBrand } from '../config/brand'
import { createPortal, type Portal, type PortalOptions } from '../create-portal'
import { walletFlow } from '../flows/wallet/create-wallet'
import { memoryStore } from '../ports/memory'

/**
 * A portal over the in-process simulator, built as the app builds it: the real ky transport (given the
 * simulator's fetch: HTTP semantics, no socket) and the real hybrid encryptor. Not started.
 */
export function simulatedPortal(
  simulator: Simulator,
  options: Partial<Omit<PortalOptions, 'transport'>> = {},
): Portal {
  const transport = createHttpTransport({
    baseUrl: 'http://sim.test',
    fetch: (request) => simulator.fetch(request),
    retry: { limit: 0 },
  })
  return createPortal({
    brand: defaultBrand,
    sessionStore: memoryStore(),
    localStore: memoryStore(),
    // The simulator answers on http://sim.test, and its pages are framed from there.
    pageOrigin: 'http://sim.test',
    ...options,
    transport,
  })
}

/**
 * Signs a demo account in on a started portal as the login flow ends (the login call, then `session.start`),
 * once its session is anonymous; resolves when the session is signed in.
 */
export async function signInAs(portal: Portal, username: string, password = 'Demo1234'): Promise<void> {
  await waitFor(portal.actor, () => portal.session() !== undefined)
  const session = portal.session()
  if (!session) throw new Error('no session')
  await waitFor(session, (s) => s.matches('anonymous'))
  const { token } = await portal.api.call(endpoints.login, { username, password, type: 'username' })
  session.send({ type: 'session.start', token })
  await waitFor(session, (s) => s.matches('signedIn'))
}

/**
 * The signed-in member's main balance in minor units, once the wallet (the owner of every balance, asked for as
 * the header asks) has loaded one that `done` accepts.
 */
export async function mainBalance(
  portal: Portal,
  done: (minor: bigint) => boolean = () => true,
): Promise<bigint> {
  const wallet = portal.flows.get(walletFlow)
  if (!wallet) throw new Error('nobody is signed in: no wallet')
  const loaded = await waitFor(
    wallet,
    (s) => s.matches('ready') && s.context.balances !== null && done(s.context.balances.main.minor),
    { timeout: 5000 },
  )
  return loaded.context.balances?.main.minor ?? 0n
}

/** A portal over a fresh in-process simulator, started, its session settled with nobody signed in. */
export async function visitorPortal(): Promise<Portal> {
  const portal = simulatedPortal(createSimulator())
  portal.actor.start()
  await waitFor(portal.actor, () => portal.session()?.getSnapshot().matches('anonymous') ?? false)
  return portal
}

/** A portal over an in-process simulator (a fresh one unless given), started and signed in as a demo account. */
export async function signedInPortal(username: string, simulator = createSimulator()): Promise<Portal> {
  const portal = simulatedPortal(simulator)
  portal.actor.start()
  await signInAs(portal, username)
  return portal
}

/** The simulator's dev surface (`/__sim/…`), in-process. */
export function simulatorDev(simulator: Simulator) {
  async function get<T>(path: string): Promise<T> {
    const response = await simulator.fetch(devSurfaceRequest(path))
    return ((await response.json()) as { value: T }).value
  }
  async function post(path: string, body: unknown): Promise<void> {
    const response = await simulator.fetch(devSurfaceRequest(path, body))
    if (!response.ok) throw new Error(`dev surface ${path}: HTTP ${response.status}`)
  }
  return {
    get,
    post,
    /** The latest SMS code sent to a mobile number. */
    smsCode: async (mobile: string) =>
      (await get<Record<string, { code: string }>>('/sms-outbox'))[mobile]?.code ?? '',
    /** The answer to the captcha the simulator served last. */
    captchaAnswer: async () => (await get<{ captchaAnswer: string }>('/state')).captchaAnswer,
  }
}

/** A fresh account with nothing but a deposit of `amount` the back office approved, signed in on a new portal. */
export async function depositedMember(account: string, amount: string): Promise<Portal> {
  const simulator = createSimulator()
  const sim = simulatorDev(simulator)
  await sim.post('/accounts', { account, balance: 0 })
  await sim.post('/ledger/deposit', { account, amount })
  const { pending } = await sim.get<{ pending: { id: string }[] }>(`/ledger/${account}`)
  await sim.post('/ledger/approve', { account, entryId: pending[0]?.id })
  const portal = simulatedPortal(simulator)
  portal.actor.start()
  await signInAs(portal, account)
  return portal
}
