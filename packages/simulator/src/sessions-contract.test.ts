import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator, type Simulator } from './simulator'
import { apiError, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

// The platform's obligations on sessions (issue 31, docs/api.md "Platform rules"): each rule a test over the
// simulator's HTTP handler, through the portal's own client.

const password = 'Demo1234'

async function twoSessions(account: string) {
  const simulator = createSimulator()
  await dev(simulator, '/accounts', { account, password })
  const first = testClient(simulator)
  const second = testClient(simulator)
  await signIn(first, account, password)
  await signIn(second, account, password)
  return { simulator, first, second }
}

/** A socket on the simulator's real-time hub, signed in with the token: what it was sent, and whether it closed. */
function socketOf(simulator: Simulator, token: string) {
  const frames: string[] = []
  let closed = false
  const connection = simulator.realtime.accept({
    send: (text) => frames.push(text),
    close: () => {
      closed = true
    },
  })
  connection.receive(`CONNECT\naccept-version:1.2\nmerchant:sim\ntoken:${token}\n\n\0`)
  return { frames, closed: () => closed }
}

describe('a password change ends every other session of the member', () => {
  test('the session that changed it stays; the others answer 401 password_changed and their sockets close', async () => {
    const { simulator, first, second } = await twoSessions('change01')
    const socket = socketOf(simulator, second.context.token ?? '')
    expect(socket.frames.join('')).toMatch(/^CONNECTED/)
    await first.call(endpoints.changePassword, {
      oldPassword: password,
      newPassword: 'Fresh5678',
      confirmNewPassword: 'Fresh5678',
    })
    await expect(first.call(endpoints.walletBalance, {})).resolves.toHaveProperty('balance')
    expect(await apiError(second.call(endpoints.walletBalance, {}))).toMatchObject({
      kind: 'unauthorized',
      status: 401,
      code: 'password_changed',
    })
    expect(socket.closed()).toBe(true)
  })

  test('a reset by SMS ends every session of the member', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await signIn(client, 'mobile01', password)
    await client.call(endpoints.smsCodeNoLogin, { mobileNum: '912345678', countryDialingCode: '84' })
    const outbox = (await dev(simulator, '/sms-outbox')) as Record<string, { code: string }>
    await testClient(simulator).call(endpoints.setPasswordByPhone, {
      mobileNum: '912345678',
      verificationCode: outbox['912345678']?.code ?? '',
      newPassword: 'Fresh5678',
    })
    expect(await apiError(client.call(endpoints.memberInfo, {}))).toMatchObject({ code: 'password_changed' })
  })
})

describe('sessions have an idle and an absolute lifetime', () => {
  test('a token unused for the idle lifetime ends: 401 session_idle, on every later call too', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await signIn(client, 'member01', password)
    await dev(simulator, '/sessions/lifetimes', { idleMs: 60_000 })
    await dev(simulator, '/clock', { advanceMs: 59_000, ageSessions: true })
    // A call within the idle lifetime keeps the session alive for another one.
    await expect(client.call(endpoints.memberInfo, {})).resolves.toHaveProperty('account')
    await dev(simulator, '/clock', { advanceMs: 59_000, ageSessions: true })
    await expect(client.call(endpoints.memberInfo, {})).resolves.toHaveProperty('account')
    await dev(simulator, '/clock', { advanceMs: 60_000, ageSessions: true })
    for (let call = 0; call < 2; call += 1)
      expect(await apiError(client.call(endpoints.walletBalance, {}))).toMatchObject({
        kind: 'unauthorized',
        code: 'session_idle',
      })
  })

  test('a token in use still ends at the absolute lifetime: 401 session_expired', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await signIn(client, 'member01', password)
    await dev(simulator, '/sessions/lifetimes', { idleMs: 3_600_000, absoluteMs: 7_200_000 })
    for (let hour = 0; hour < 2; hour += 1) {
      await dev(simulator, '/clock', { advanceMs: 3_000_000, ageSessions: true })
      await expect(client.call(endpoints.memberInfo, {})).resolves.toHaveProperty('account')
    }
    await dev(simulator, '/clock', { advanceMs: 1_200_000, ageSessions: true })
    expect(await apiError(client.call(endpoints.memberInfo, {}))).toMatchObject({ code: 'session_expired' })
  })

  test('the seeded lifetimes are finite: 30 minutes idle, 12 hours in all', async () => {
    const state = (await dev(createSimulator(), '/state')) as { sessionLifetimes: unknown }
    expect(state.sessionLifetimes).toEqual({ idleMs: 1_800_000, absoluteMs: 43_200_000 })
  })

  test('moving the clock without ageSessions carries live sessions along', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    await signIn(client, 'member01', password)
    await dev(simulator, '/clock', { advanceMs: 3 * 86_400_000 })
    await expect(client.call(endpoints.memberInfo, {})).resolves.toHaveProperty('account')
  })

  test('ageing one account’s sessions on the dev surface ends them alone', async () => {
    const { simulator, first } = await twoSessions('aged01')
    const other = testClient(simulator)
    await signIn(other, 'member01', password)
    await dev(simulator, '/sessions/age', { account: 'aged01', byMs: 1_800_000 })
    expect(await apiError(first.call(endpoints.memberInfo, {}))).toMatchObject({ code: 'session_idle' })
    await expect(other.call(endpoints.memberInfo, {})).resolves.toHaveProperty('account')
    await dev(simulator, '/sessions/age', { account: 'member01', byMs: 43_200_000, since: 'signIn' })
    // Aged by a whole lifetime: the absolute one ends it first.
    expect(await apiError(other.call(endpoints.memberInfo, {}))).toMatchObject({ code: 'session_expired' })
  })

  test('an ended session cannot connect to the real-time channel', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    const token = await signIn(client, 'member01', password)
    await dev(simulator, '/sessions/age', { account: 'member01', byMs: 1_800_000 })
    expect(socketOf(simulator, token).frames.join('')).toMatch(/^ERROR\n[\s\S]*message:unauthorized/)
  })
})

describe('every end of a session is told to its later calls and closes its sockets', () => {
  test('sign-out: 401 signed_out, and the socket closes', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    const token = await signIn(client, 'member01', password)
    const socket = socketOf(simulator, token)
    await client.call(endpoints.logout, {})
    expect(socket.closed()).toBe(true)
    expect(await apiError(client.call(endpoints.memberInfo, {}))).toMatchObject({ code: 'signed_out' })
  })

  test('revoked on the devices page: 401 session_revoked, and the socket hears why before it closes', async () => {
    const { simulator, first, second } = await twoSessions('revoke01')
    const socket = socketOf(simulator, second.context.token ?? '')
    socket.frames.length = 0
    const sessions = await first.call(endpoints.loginSessions, {})
    const other = sessions.find((session) => !session.current)
    await first.call(endpoints.revokeLoginSession, { id: other?.id ?? '' })
    expect(await apiError(second.call(endpoints.memberInfo, {}))).toMatchObject({ code: 'session_revoked' })
    expect(socket.closed()).toBe(true)
  })

  test('a time-out: 401 excluded on every session of the member, and their sockets close', async () => {
    const { simulator, first, second } = await twoSessions('timeout01')
    const socket = socketOf(simulator, second.context.token ?? '')
    await first.call(endpoints.excludeSelf, { kind: 'timeOut', days: 1 })
    for (const client of [first, second])
      expect(await apiError(client.call(endpoints.memberInfo, {}))).toMatchObject({ code: 'excluded' })
    expect(socket.closed()).toBe(true)
  })
})

describe('the end of a session ends the games it opened', () => {
  /** A real game opened by the client's session, and a bet from its page (as the open frame would send it). */
  async function openGame(simulator: Simulator, client: ReturnType<typeof testClient>) {
    const game = simulator.store.state.catalog.games.find(
      (candidate) => candidate.vassalage === 'PG' && candidate.supportPlay === 1,
    )
    const { url } = (await client.call(endpoints.launchGame, {
      vassalage: 'PG',
      gameCode: game?.gameCode ?? '',
    })) as { url: string }
    const path = new URL(url).pathname
    return async () => {
      const response = await simulator.fetch(
        new Request(`http://sim.test${path}/bet`, { method: 'POST', body: JSON.stringify({ stake: 1 }) }),
      )
      return (await response.json()) as { success: boolean; code?: string }
    }
  }

  test.each([
    [
      'a time-out',
      (client: ReturnType<typeof testClient>) =>
        client.call(endpoints.excludeSelf, { kind: 'timeOut', days: 1 }),
    ],
    ['sign-out', (client: ReturnType<typeof testClient>) => client.call(endpoints.logout, {})],
  ])('%s: a bet from the open game page is refused launch_ended', async (_, end) => {
    const { simulator, first } = await twoSessions(`game${Math.floor(Math.random() * 1e6)}`.slice(0, 12))
    await dev(simulator, '/balance', {
      account: (await first.call(endpoints.memberInfo, {})).account,
      balance: 100,
    })
    const bet = await openGame(simulator, first)
    expect(await bet()).toMatchObject({ success: true })
    await end(first)
    expect(await bet()).toMatchObject({ success: false, code: 'launch_ended' })
  })

  test('another session’s revocation ends only that session’s games', async () => {
    const { simulator, first, second } = await twoSessions('gamerev01')
    await dev(simulator, '/balance', { account: 'gamerev01', balance: 100 })
    const mine = await openGame(simulator, first)
    const theirs = await openGame(simulator, second)
    const other = (await first.call(endpoints.loginSessions, {})).find((session) => !session.current)
    await first.call(endpoints.revokeLoginSession, { id: other?.id ?? '' })
    expect(await theirs()).toMatchObject({ success: false, code: 'launch_ended' })
    expect(await mine()).toMatchObject({ success: true })
  })
})
