import { createSimulator, devSurfaceRequest, type Simulator } from '@portal/simulator'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { waitFor } from 'xstate'
import { defaultBrand } from '../../config/brand'
import type { Portal, SessionActor } from '../../create-portal'
import { money, moneyToDecimal } from '../../domain/money'
import { fakeRealtime } from '../../testing/fake-realtime'
import { signInAs, simulatedPortal } from '../../testing/simulated'
import { unreadFlow } from '../inbox/create-unread'
import type { NoticeEmitted } from '../shared/emitted'
import { storageKeys } from '../shared/storage-keys'
import { walletFlow } from '../wallet/create-wallet'
import { memberTopic, realtimeFlow } from './create-realtime'

/** The member's wallet, the owner of the balances, created on first ask as the header does. */
function wallet() {
  const flow = portal.flows.get(walletFlow)
  if (!flow) throw new Error('no wallet')
  return flow
}

const balanceText = () => {
  const main = wallet().getSnapshot().context.balances?.main
  return main ? moneyToDecimal(main) : null
}

/** The wallet has loaded the balances, and shows `text` (any, without). */
const balanceShown = (text?: string) =>
  waitFor(wallet(), (s) => s.matches('ready') && (text === undefined || balanceText() === text))

async function devPost(simulator: Simulator, path: string, body: object) {
  const answer = await simulator.fetch(devSurfaceRequest(path, body))
  expect(((await answer.json()) as { success: boolean }).success).toBe(true)
}

/** A back-office correction through the dev surface: the simulator's balances derive from its ledger. */
const setBalance = (simulator: Simulator, account: string, balance: string) =>
  devPost(simulator, '/balance', { account, balance })

let portal: Portal
afterEach(() => portal?.stop())

async function start(simulator: Simulator = createSimulator(), brand = defaultBrand) {
  const channel = fakeRealtime()
  portal = simulatedPortal(simulator, { realtime: channel, brand })
  portal.actor.start()
  await signInAs(portal, 'member01')
  const session = portal.session() as SessionActor
  const notices: NoticeEmitted[] = []
  session.on('notice', (notice) => notices.push(notice))
  return { simulator, channel, session, notices }
}

const idle = async (session: SessionActor) => {
  await waitFor(session, (s) => s.matches('signedIn'))
  await balanceShown()
}

describe('the realtime flow in a portal', () => {
  test("connects with the member's token and merchant, and subscribes to their own topic", async () => {
    const { channel, session } = await start()
    const flow = portal.flows.get(realtimeFlow)
    expect(flow?.getSnapshot().status).toBe('active')
    const id = session.getSnapshot().context.member?.id ?? 'none'
    expect(channel.current()?.headers).toEqual({
      merchant: portal.brand.merchantCode,
      customerId: String(id),
      token: portal.deps.sessionStore.get(storageKeys.token),
    })
    channel.accept()
    expect(channel.current()?.topics).toEqual([`/topic/user/${id}`])
  })

  test('subscribes to the topic the brand names for its platform (a RabbitMQ one: dots, no slash)', async () => {
    const { channel, session } = await start(createSimulator(), {
      ...defaultBrand,
      memberTopic: '/topic/user.{customerId}',
    })
    portal.flows.get(realtimeFlow)
    channel.accept()
    const id = session.getSnapshot().context.member?.id ?? 'none'
    expect(channel.current()?.topics).toEqual([`/topic/user.${id}`])
    expect(memberTopic(id, portal.brand.memberTopic)).toBe(`/topic/user.${id}`)
  })

  test('a balance that changed while the channel was down is fetched again when it comes back', async () => {
    const { simulator, channel, session } = await start()
    portal.flows.get(realtimeFlow)
    channel.accept()
    await idle(session)
    channel.drop()
    await setBalance(simulator, 'member01', '4321.50')
    // The reconnection after the backoff (under a second for the first): a new connection, accepted, and the
    // resync reads the new balance.
    await vi.waitFor(() => expect(channel.current()?.status()).toBe('connecting'), { timeout: 2000 })
    channel.accept()
    await balanceShown('4321.50')
  })

  test('a deposit event refreshes the balance and tells the member; an INBOX event the unread count', async () => {
    const { simulator, channel, session, notices } = await start()
    const flow = portal.flows.get(realtimeFlow)
    const flowNotices: NoticeEmitted[] = []
    flow?.on('notice', (notice) => flowNotices.push(notice))
    channel.accept()
    await idle(session)
    const topic = channel.current()?.topics[0] ?? ''

    const before = balanceText()
    await setBalance(simulator, 'member01', (Number(before) + 50).toFixed(2))
    channel.push(topic, { type: 'DEPOSIT', popup: true, data: { amount: 50, success: true } })
    await balanceShown((Number(before) + 50).toFixed(2))
    expect(flowNotices).toContainEqual({
      type: 'notice',
      code: 'realtime.deposit',
      values: { amount: money(5000n) },
    })

    const unreadCount = portal.flows.get(unreadFlow)
    if (!unreadCount) throw new Error('no unread count')
    const { count } = (await waitFor(unreadCount, (s) => s.matches('idle'))).context
    await devPost(simulator, '/inbox', { account: 'member01', title: 'Welcome' })
    channel.push(topic, { type: 'INBOX' })
    await waitFor(unreadCount, (s) => s.context.count === (count ?? 0) + 1)
    expect(notices).toEqual([])
  })

  test('SESSION_REVOKED signs the member out with its own notice and closes the channel', async () => {
    const { channel, session, notices } = await start()
    portal.flows.get(realtimeFlow)
    channel.accept()
    channel.push(channel.current()?.topics[0] ?? '', { type: 'SESSION_REVOKED' })
    await waitFor(session, (s) => s.matches('anonymous'))
    expect(notices).toEqual([{ type: 'notice', code: 'session.revoked' }])
    expect(channel.current()).toBeUndefined()
    expect(portal.flows.get(realtimeFlow)).toBeUndefined()
  })

  test("SESSION_REVOKED with the platform's reason signs out saying it (a time-out taken elsewhere)", async () => {
    const { channel, session, notices } = await start()
    portal.flows.get(realtimeFlow)
    channel.accept()
    channel.push(channel.current()?.topics[0] ?? '', {
      type: 'SESSION_REVOKED',
      data: { reason: 'excluded' },
    })
    await waitFor(session, (s) => s.matches('anonymous'))
    expect(notices).toEqual([{ type: 'notice', code: 'session.excluded' }])
  })

  test('a refused connection asks the platform: a session it no longer takes ends with its reason', async () => {
    const { simulator, channel, session, notices } = await start()
    const flow = portal.flows.get(realtimeFlow)
    channel.accept()
    await idle(session)
    // The member's tab slept past the idle lifetime; the server refuses the reconnection's token.
    await devPost(simulator, '/sessions/age', { account: 'member01', byMs: 31 * 60_000, since: 'lastSeen' })
    channel.refuse()
    await waitFor(session, (s) => s.matches('anonymous'))
    expect(notices.map((notice) => notice.code)).toEqual(['session.idle'])
    expect(flow?.getSnapshot().status).toBe('stopped')
    expect(channel.connections).toHaveLength(1)
  })

  test('a refused connection of a session that stands waits the longest delay, instead of knocking again', async () => {
    const { channel, session, notices } = await start()
    const flow = portal.flows.get(realtimeFlow)
    if (!flow) throw new Error('no realtime flow')
    channel.accept()
    channel.refuse()
    await waitFor(flow, (s) => s.matches({ online: { link: 'waitingLong' } }))
    expect(flow.getSnapshot().context.retryInMs).toBeGreaterThanOrEqual(15_000)
    expect(channel.connections).toHaveLength(1)
    expect(session.getSnapshot().matches('signedIn')).toBe(true)
    // The member may still ask to try now.
    flow.send({ type: 'realtime.retry' })
    expect(channel.connections).toHaveLength(2)
    expect(notices).toEqual([])
  })

  test('signing out closes the connection; the next member gets a connection of their own', async () => {
    const { channel, session } = await start()
    portal.flows.get(realtimeFlow)
    channel.accept()
    session.send({ type: 'logout.request' })
    session.send({ type: 'logout.confirm' })
    await waitFor(session, (s) => s.matches('anonymous'))
    expect(channel.current()).toBeUndefined()
    expect(channel.liveSubscriptions()).toBe(0)

    await signInAs(portal, 'newbie01')
    portal.flows.get(realtimeFlow)
    channel.accept()
    const id = session.getSnapshot().context.member?.id ?? 'none'
    expect(channel.current()?.topics).toEqual([memberTopic(id)])
    expect(channel.liveSubscriptions()).toBe(1)
  })

  test('without a channel the flow rests, and the session works as before', async () => {
    portal = simulatedPortal(createSimulator())
    portal.actor.start()
    await signInAs(portal, 'member01')
    expect(portal.flows.get(realtimeFlow)?.getSnapshot().value).toBe('unavailable')
  })
})
