import { createSimulator, type Simulator } from '@portal/simulator'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import { headerNames } from '../../api/transport'
import type { KeyValueStore } from '../../ports'
import { memoryStore } from '../../ports/memory'
import { simulatedPortal } from '../../testing/simulated'
import { favouritesFlow } from '../favourites/create-favourites'
import { walletFlow } from '../wallet/create-wallet'
import { connectWallet } from '../wallet/wallet.connect'
import { connectSession, type SessionView } from './session.connect'

let stopAll: (() => void)[] = []
afterEach(() => {
  for (const stop of stopAll) stop()
  stopAll = []
})

/** A simulator whose answers to one token's balance calls wait until released: a slow network for one member. */
function withHeldBalance(simulator: Simulator) {
  let heldToken: string | null = null
  const waiting: (() => void)[] = []
  const fetch = async (request: Request) => {
    const isBalance = new URL(request.url).pathname === endpoints.allWalletBalances.path
    if (isBalance && heldToken && request.headers.get(headerNames.token) === heldToken) {
      const answer = await simulator.fetch(request)
      await new Promise<void>((release) => waiting.push(release))
      return answer
    }
    return simulator.fetch(request)
  }
  return {
    simulator: { ...simulator, fetch },
    hold: (token: string) => {
      heldToken = token
    },
    release: () => {
      heldToken = null
      for (const release of waiting.splice(0)) release()
    },
    waiting: () => waiting.length,
  }
}

function boot(
  simulator: Simulator,
  options: { sessionStore?: KeyValueStore; urlToken?: string | null } = {},
) {
  const portal = simulatedPortal(simulator, options)
  portal.actor.start()
  stopAll.push(() => portal.stop())
  return portal
}

async function tokenOf(simulator: Simulator, username: string) {
  const anonymous = simulatedPortal(simulator)
  return (await anonymous.api.call(endpoints.login, { username, password: 'Demo1234', type: 'username' }))
    .token
}

async function settledSession(portal: ReturnType<typeof boot>) {
  await waitFor(portal.actor, () => portal.session() !== undefined, { timeout: 5000 })
  const session = portal.session()
  if (!session) throw new Error('no session')
  return session
}

const settledView = async (portal: ReturnType<typeof boot>, done: (view: SessionView) => boolean) =>
  connectSession(
    await waitFor(await settledSession(portal), (snapshot) => done(connectSession(snapshot)), {
      timeout: 5000,
    }),
  )

/** The signed-in member's wallet, once its balances are loaded. */
async function loadedWallet(portal: ReturnType<typeof boot>) {
  await waitFor(portal.actor, () => portal.flows.get(walletFlow) !== undefined, { timeout: 5000 })
  const wallet = portal.flows.get(walletFlow)
  if (!wallet) throw new Error('no wallet')
  return waitFor(wallet, (snapshot) => snapshot.matches('ready'), { timeout: 5000 }).then(() => wallet)
}

const balanceOf = async (simulator: Simulator, token: string) => {
  const portal = simulatedPortal(simulator, { sessionStore: memoryStore({ token }) })
  return (await portal.api.call(endpoints.allWalletBalances, undefined)).balance
}

describe('a token given in the URL', () => {
  test('with no session live, is used only once the visitor confirms the account the platform names', async () => {
    const simulator = createSimulator()
    const token = await tokenOf(simulator, 'agent01')
    const sessionStore = memoryStore()
    const portal = boot(simulator, { sessionStore, urlToken: token })
    const asked = await settledView(portal, (v) => v.status === 'switchOffered')
    expect(asked).toMatchObject({ account: null, isLogin: false, offeredAccount: 'agent01', hasToken: false })
    expect(sessionStore.get('token')).toBeNull()

    connectSession(undefined, (event) => portal.session()?.send(event)).confirmSwitch()
    const view = await settledView(portal, (v) => v.status === 'signedIn')
    expect(view).toMatchObject({ account: 'agent01', switchOffered: false })
    expect(sessionStore.get('token')).toBe(token)
  })

  test('declined by a visitor, leaves the tab signed out', async () => {
    const simulator = createSimulator()
    const sessionStore = memoryStore()
    const portal = boot(simulator, { sessionStore, urlToken: await tokenOf(simulator, 'agent01') })
    await settledView(portal, (v) => v.status === 'switchOffered')
    connectSession(undefined, (event) => portal.session()?.send(event)).declineSwitch()
    expect(await settledView(portal, (v) => v.status === 'anonymous')).toMatchObject({ hasToken: false })
    expect(sessionStore.get('token')).toBeNull()
  })

  test('that is not live offers nothing', async () => {
    const portal = boot(createSimulator(), { urlToken: 'f'.repeat(32) })
    const view = await settledView(portal, (v) => v.status === 'anonymous')
    expect(view).toMatchObject({ switchOffered: false, offeredAccount: null })
  })

  test('beside a live session is only offered: nothing changes until the member confirms', async () => {
    const simulator = createSimulator()
    const own = await tokenOf(simulator, 'member01')
    const offered = await tokenOf(simulator, 'agent01')
    const sessionStore = memoryStore({ token: own, merchantWallet: '{"isSingle":false}' })
    const portal = boot(simulator, { sessionStore, urlToken: offered })

    const asked = await settledView(portal, (v) => v.status === 'switchOffered')
    expect(asked).toMatchObject({ account: 'member01', isLogin: true, switchOffered: true })
    expect(sessionStore.get('token')).toBe(own)

    connectSession(undefined, (event) => portal.session()?.send(event)).confirmSwitch()
    const switched = await settledView(portal, (v) => v.status === 'signedIn' && v.account === 'agent01')
    expect(switched).toMatchObject({ account: 'agent01', switchOffered: false })
    expect(sessionStore.get('token')).toBe(offered)
    // The previous member's cached answers went with them.
    expect(sessionStore.get('merchantWallet')).toBeNull()
    const wallet = await loadedWallet(portal)
    expect(connectWallet(wallet.getSnapshot()).main).toEqual(await balanceOf(simulator, offered))
  })

  test('beside a live session is forgotten when the member declines', async () => {
    const simulator = createSimulator()
    const own = await tokenOf(simulator, 'member01')
    const sessionStore = memoryStore({ token: own })
    const portal = boot(simulator, { sessionStore, urlToken: await tokenOf(simulator, 'agent01') })
    await settledView(portal, (v) => v.status === 'switchOffered')
    connectSession(undefined, (event) => portal.session()?.send(event)).declineSwitch()
    const kept = await settledView(portal, (v) => v.status === 'signedIn')
    expect(kept.account).toBe('member01')
    expect(sessionStore.get('token')).toBe(own)
    expect((await settledSession(portal)).getSnapshot().context.offeredToken).toBeNull()
  })

  test('beside a stored token the server no longer knows is still only offered', async () => {
    const simulator = createSimulator()
    const notices: unknown[] = []
    const offered = await tokenOf(simulator, 'agent01')
    const sessionStore = memoryStore({ token: 'dead-token' })
    const portal = boot(simulator, { sessionStore, urlToken: offered })
    ;(await settledSession(portal)).on('notice', (notice) => notices.push(notice))
    const view = await settledView(portal, (v) => v.status === 'switchOffered')
    expect(view).toMatchObject({ account: null, offeredAccount: 'agent01' })
    expect(sessionStore.get('token')).toBeNull()
    expect(notices).toEqual([])
  })

  test('while the switch is asked, the live session ending never adopts the offered token', async () => {
    const simulator = createSimulator()
    const own = await tokenOf(simulator, 'member01')
    const sessionStore = memoryStore({ token: own })
    const portal = boot(simulator, { sessionStore, urlToken: await tokenOf(simulator, 'agent01') })
    const session = await settledSession(portal)
    await settledView(portal, (v) => v.status === 'switchOffered')
    session.send({ type: 'session.expired', token: own })
    const view = await settledView(portal, (v) => v.status === 'anonymous')
    expect(view).toMatchObject({ account: null, hasToken: false, switchOffered: false })
    expect(sessionStore.get('token')).toBeNull()
  })
})

describe('one account replacing another', () => {
  test('the header never pairs one member with the other member’s balance or unread count', async () => {
    const held = withHeldBalance(createSimulator())
    const first = await tokenOf(held.simulator, 'member01')
    const second = await tokenOf(held.simulator, 'agent01')
    const balances = {
      member01: await balanceOf(held.simulator, first),
      agent01: await balanceOf(held.simulator, second),
    }
    expect(balances.member01).not.toEqual(balances.agent01)

    const portal = boot(held.simulator, { sessionStore: memoryStore({ token: first }) })
    const session = await settledSession(portal)
    const seen: SessionView[] = []
    session.subscribe((snapshot) => seen.push(connectSession(snapshot)))
    await settledView(portal, (v) => v.account === 'member01')
    const firstWallet = await loadedWallet(portal)
    const favourites = portal.flows.get(favouritesFlow)
    expect(favourites).toBeDefined()

    // member01's balances are asked again (money moved) and answer late, after agent01 has taken over.
    held.hold(first)
    portal.events.announce({ type: 'money.moved', cause: 'deposit' })
    await vi.waitFor(() => expect(held.waiting()).toBe(1))
    session.send({ type: 'session.start', token: second })
    await settledView(portal, (v) => v.account === 'agent01')
    const secondWallet = await loadedWallet(portal)
    const shown: (bigint | undefined)[] = []
    secondWallet.subscribe((snapshot) => shown.push(connectWallet(snapshot).main?.minor))
    held.release()
    await new Promise((resolve) => setTimeout(resolve, 50))

    // The balances have one owner per member: member01's wallet went with them, agent01's shows only theirs.
    expect(firstWallet.getSnapshot().status).toBe('stopped')
    expect(secondWallet).not.toBe(firstWallet)
    expect(connectWallet(secondWallet.getSnapshot()).main).toEqual(balances.agent01)
    expect(shown.filter((main) => main !== undefined && main !== balances.agent01.minor)).toEqual([])
    // Between the two members the session showed nobody.
    expect(seen.some((view) => view.account === null)).toBe(true)
    // member01's favourites were stopped; agent01 gets an instance of their own.
    expect(favourites?.getSnapshot().status).toBe('stopped')
    expect(portal.flows.member()).toBe('agent01')
    expect(portal.flows.get(favouritesFlow)).not.toBe(favourites)
  })
})

describe('sign-out and an unauthorized answer', () => {
  test('a 401 to a call made with an earlier token ends nothing', async () => {
    const simulator = createSimulator()
    const portal = boot(simulator, {
      sessionStore: memoryStore({ token: await tokenOf(simulator, 'member01') }),
    })
    const session = await settledSession(portal)
    await settledView(portal, (v) => v.status === 'signedIn')
    await portal.api.call(endpoints.memberInfo, undefined, { token: 'f'.repeat(32) }).catch(() => undefined)
    session.send({ type: 'session.expired', token: 'earlier' })
    expect(connectSession(session.getSnapshot())).toMatchObject({ status: 'signedIn', account: 'member01' })
  })

  test('the platform’s reason for ending the session is the notice', async () => {
    const simulator = createSimulator()
    const token = await tokenOf(simulator, 'member01')
    const portal = boot(simulator, { sessionStore: memoryStore({ token }) })
    const session = await settledSession(portal)
    const notices: unknown[] = []
    session.on('notice', (notice) => notices.push(notice))
    await settledView(portal, (v) => v.status === 'signedIn')
    simulator.store.state.sessionLifetimes.idleMs = 1
    await new Promise((resolve) => setTimeout(resolve, 5))
    // Any call of the session's token is refused now.
    await portal.api.call(endpoints.memberInfo, undefined).catch(() => undefined)
    await settledView(portal, (v) => v.status === 'anonymous')
    expect(notices).toEqual([{ type: 'notice', code: 'session.idle' }])
  })

  test.each(['sign-out', 'unauthorized'] as const)(
    '%s clears every user-bound entry and drops the session flows',
    async (how) => {
      const simulator = createSimulator()
      const token = await tokenOf(simulator, 'member01')
      const sessionStore = memoryStore({ token, merchantWallet: '{"isSingle":false}' })
      const portal = boot(simulator, { sessionStore })
      const session = await settledSession(portal)
      await settledView(portal, (v) => v.status === 'signedIn')
      await loadedWallet(portal)
      const favourites = portal.flows.get(favouritesFlow)
      const baseline = portal.flows.size()
      expect(baseline).toBeGreaterThan(0)

      if (how === 'sign-out') {
        session.send({ type: 'logout.request' })
        session.send({ type: 'logout.confirm' })
      } else {
        // Signed out elsewhere: the next call of this tab is refused.
        await simulatedPortal(simulator, { sessionStore: memoryStore({ token }) }).api.call(
          endpoints.logout,
          undefined,
        )
        await portal.api.call(endpoints.memberInfo, undefined).catch(() => undefined)
      }
      const view = await settledView(portal, (v) => v.status === 'anonymous')
      expect(view).toMatchObject({ account: null, passwordChange: null })
      expect(sessionStore.get('token')).toBeNull()
      expect(sessionStore.get('merchantWallet')).toBeNull()
      expect(sessionStore.get('merchantCode')).not.toBeNull()
      expect(favourites?.getSnapshot().status).toBe('stopped')
      expect(portal.flows.get(favouritesFlow)).toBeUndefined()
      expect(portal.flows.get(walletFlow)).toBeUndefined()
      expect(portal.flows.size()).toBe(baseline - 2)
    },
  )
})

describe('a forced password change', () => {
  test('is what the platform says, after a reload too; the password itself stays in memory only', async () => {
    const simulator = createSimulator()
    const { token } = await simulatedPortal(simulator).api.call(endpoints.login, {
      username: 'default01',
      password: '{secret}',
      type: 'username',
    })
    const sessionStore = memoryStore()
    const first = boot(simulator, { sessionStore })
    const session = await settledSession(first)
    await settledView(first, (v) => v.status === 'anonymous')
    session.send({
      type: 'session.start',
      token,
      passwordChange: { reason: 'default', oldPassword: '{secret}' },
    })
    expect((await settledView(first, (v) => v.status === 'signedIn')).passwordChange).toBe('default')
    expect(Object.values(storeEntries(sessionStore))).not.toContain('{secret}')
    first.stop()

    // The tab reloads: nothing about the change was stored; member info says it is still owed.
    const again = boot(simulator, { sessionStore })
    const reloaded = await settledView(again, (v) => v.status === 'signedIn')
    expect(reloaded.passwordChange).toBe('default')
    expect((await settledSession(again)).getSnapshot().context.passwordChange?.oldPassword).toBeNull()

    await again.api.call(endpoints.changePassword, {
      oldPassword: '{secret}',
      newPassword: 'Fresh5678',
      confirmNewPassword: 'Fresh5678',
    })
    ;(await settledSession(again)).send({ type: 'session.passwordChanged' })
    expect(connectSession((await settledSession(again)).getSnapshot()).passwordChange).toBeNull()
  })

  test('a call refused until the password changes tells the session, which then owes the change', async () => {
    const simulator = createSimulator()
    const { token } = await simulatedPortal(simulator).api.call(endpoints.login, {
      username: 'default01',
      password: '{secret}',
      type: 'username',
    })
    const portal = boot(simulator, { sessionStore: memoryStore({ token }) })
    const session = await settledSession(portal)
    await settledView(portal, (v) => v.status === 'signedIn')
    session.send({ type: 'session.passwordChanged' })
    expect(connectSession(session.getSnapshot()).passwordChange).toBeNull()
    await portal.api.call(endpoints.unreadCount, undefined).catch(() => undefined)
    expect(connectSession(session.getSnapshot()).passwordChange).toBe('default')
  })
})

/** Every entry a memory store holds, read through the keys the core writes. */
function storeEntries(store: KeyValueStore) {
  const keys = ['token', 'merchantCode', 'merchantWallet', 'USER_POPUP', 'ANONYMOUS_POPUP']
  return Object.fromEntries(keys.map((key) => [key, store.get(key)]))
}
