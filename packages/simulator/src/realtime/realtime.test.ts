import { endpoints } from '@portal/core'
import { Client, type IMessage } from '@stomp/stompjs'
import { afterEach, describe, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { mainBalanceOf } from '../ledger/book'
import { toWire } from '../ledger/wire'
import { listen } from '../listen'
import { createSimulator } from '../simulator'
import { signIn, testClient } from '../testing/client'
import { dev } from '../testing/dev'
import { memberTopic, type RealtimeHub } from './hub'
import { realtimePath } from './socket'
import { parseFrames, serializeFrame } from './stomp'

let closeServer: (() => Promise<void>) | undefined
const clients: Client[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.deactivate()))
  await closeServer?.()
  closeServer = undefined
})

/** A simulator on a real port, and member01 signed in over HTTP. */
async function served() {
  const simulator = createSimulator()
  const { url, close } = await listen(simulator, 0)
  closeServer = close
  const token = await signIn(testClient(url), 'member01', 'Demo1234')
  const member = simulator.store.findMember('member01')
  if (!member) throw new Error('no member01')
  return { simulator, url, token, member }
}

/** A STOMP client over a real WebSocket, as the web app's (which uses the browser's WebSocket). */
function stomp(url: string, token: string) {
  const closes: number[] = []
  const errors: string[] = []
  const client = new Client({
    webSocketFactory: () => new WebSocket(`${url.replace(/^http/, 'ws')}${realtimePath}`),
    connectHeaders: { merchant: 'sim', token },
    reconnectDelay: 0,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    onWebSocketClose: (event) => closes.push(event.code),
    onStompError: (frame) => errors.push(frame.headers.message ?? ''),
  })
  clients.push(client)
  const connected = new Promise<void>((resolve) => {
    client.onConnect = () => resolve()
  })
  client.activate()
  return { client, connected, closes, errors }
}

function subscribe(client: Client, topic: string) {
  const messages: unknown[] = []
  client.subscribe(topic, (message: IMessage) => messages.push(JSON.parse(message.body)))
  return messages
}

async function subscribed(hub: RealtimeHub, count = 1) {
  await vi.waitFor(() => expect(hub.connections().flatMap((c) => c.topics)).toHaveLength(count))
}

describe('the real-time channel over a real socket', () => {
  test('CONNECT with a live token, SUBSCRIBE to the own topic, and a pushed event arrives as MESSAGE', async () => {
    const { simulator, url, token, member } = await served()
    const { client, connected } = stomp(url, token)
    await connected
    const messages = subscribe(client, memberTopic(member.id))
    await subscribed(simulator.realtime)
    expect(
      await dev(simulator, '/realtime/push', {
        account: 'member01',
        type: 'ONLINE_MSG',
        popup: true,
        title: 'Hello',
        message: '<b>x</b>',
      }),
    ).toEqual({ delivered: 1 })
    await vi.waitFor(() =>
      expect(messages).toEqual([
        { type: 'ONLINE_MSG', popup: true, title: 'Hello', message: '<b>x</b>', data: null },
      ]),
    )
  })

  test('a token without a session is refused with an ERROR and the socket closed', async () => {
    const { url } = await served()
    const { errors, closes } = stomp(url, 'not-a-token')
    await vi.waitFor(() => expect(errors).toEqual(['unauthorized, no session for this token']))
    await vi.waitFor(() => expect(closes.length).toBeGreaterThan(0))
  })

  test("another member's topic is forbidden", async () => {
    const { simulator, url, token } = await served()
    const { client, connected, errors } = stomp(url, token)
    await connected
    const other = simulator.store.findMember('newbie01')
    subscribe(client, memberTopic(other?.id ?? 0))
    await vi.waitFor(() => expect(errors[0]).toMatch(/^forbidden/))
    expect(simulator.realtime.connections()).toEqual([])
  })

  test('state changes emit events: a new message → INBOX, a back-office balance change → DEPOSIT/WITHDRAW', async () => {
    const { simulator, url, token, member } = await served()
    const { client, connected } = stomp(url, token)
    await connected
    const messages = subscribe(client, memberTopic(member.id))
    await subscribed(simulator.realtime)
    await dev(simulator, '/inbox', { account: 'member01', title: 'Welcome' })
    const start = toWire(mainBalanceOf(simulator.store, member))
    await dev(simulator, '/balance', { account: 'member01', balance: start + 25.5 })
    await dev(simulator, '/balance', { account: 'member01', balance: start })
    await vi.waitFor(() =>
      expect(messages).toMatchObject([
        { type: 'INBOX' },
        { type: 'DEPOSIT', data: { amount: 25.5, success: true } },
        { type: 'WITHDRAW', data: { amount: 25.5, success: true } },
      ]),
    )
  })

  test('drop closes the connection; revoke says SESSION_REVOKED, closes, and ends the session', async () => {
    const { simulator, url, token, member } = await served()
    const first = stomp(url, token)
    await first.connected
    subscribe(first.client, memberTopic(member.id))
    await subscribed(simulator.realtime)
    expect(await dev(simulator, '/realtime/drop', { account: 'member01' })).toEqual({ dropped: 1 })
    await vi.waitFor(() => expect(first.closes.length).toBe(1))
    await first.client.deactivate()

    const second = stomp(url, token)
    await second.connected
    const messages = subscribe(second.client, memberTopic(member.id))
    await subscribed(simulator.realtime)
    expect(await dev(simulator, '/realtime/revoke', { account: 'member01' })).toEqual({ revoked: 1 })
    await vi.waitFor(() => expect(messages).toMatchObject([{ type: 'SESSION_REVOKED' }]))
    await vi.waitFor(() => expect(second.closes.length).toBe(1))
    expect(simulator.store.state.sessions.has(token)).toBe(false)
  })
})

describe('devices page: signing out another session', () => {
  test('ends that token, tells its connection SESSION_REVOKED and closes it; the current session stays', async () => {
    const { simulator, url, token, member } = await served()
    const other = testClient(url)
    const otherToken = await signIn(other, 'member01', 'Demo1234')
    const socket = stomp(url, otherToken)
    await socket.connected
    const messages = subscribe(socket.client, memberTopic(member.id))
    await subscribed(simulator.realtime)
    const me = testClient(url)
    me.context.token = token
    const sessions = await me.call(endpoints.loginSessions, undefined)
    const target = sessions.find((session) => !session.current)
    expect(sessions.filter((session) => session.current)).toHaveLength(1)
    if (!target) throw new Error('the second session is not listed')
    await me.call(endpoints.revokeLoginSession, { id: target.id })
    await vi.waitFor(() => expect(messages).toMatchObject([{ type: 'SESSION_REVOKED' }]))
    await vi.waitFor(() => expect(socket.closes.length).toBe(1))
    await expect(other.call(endpoints.memberInfoV2, undefined)).rejects.toMatchObject({
      kind: 'unauthorized',
    })
    expect((await me.call(endpoints.loginSessions, undefined)).map((session) => session.id)).not.toContain(
      target.id,
    )
  })
})

describe('STOMP frames', () => {
  test('round trip with escaped headers, heart-beat end-of-lines skipped, garbage refused', () => {
    const frame = {
      command: 'MESSAGE',
      headers: { destination: '/topic/user/1', note: 'a:b\nc' },
      body: '{"é":1}',
    }
    const text = serializeFrame(frame)
    expect(text.endsWith('\0')).toBe(true)
    expect(parseFrames(`\n\n${text}\n`)).toEqual([
      { command: 'MESSAGE', headers: { ...frame.headers, 'content-length': '8' }, body: '{"é":1}' },
    ])
    expect(parseFrames('\n')).toEqual([])
    expect(parseFrames('hello there\0')).toBeNull()
  })
})
