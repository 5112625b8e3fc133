import { createSimulator } from '@portal/simulator'
import { afterEach, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal, SessionActor } from '../../create-portal'
import type { MemberEventType } from '../../events/member-events'
import { fakeRealtime } from '../../testing/fake-realtime'
import { signInAs, simulatedPortal } from '../../testing/simulated'
import { memberTopic, realtimeFlow } from './create-realtime'

let portal: Portal
afterEach(() => portal?.stop())

async function anonymousPortal() {
  const channel = fakeRealtime()
  portal = simulatedPortal(createSimulator(), { realtime: channel })
  portal.actor.start()
  await waitFor(portal.actor, () => portal.session() !== undefined)
  const session = portal.session() as SessionActor
  await waitFor(session, (s) => s.matches('anonymous'))
  return { channel, session }
}

/** The app opens the member's channel (`PortalRealtime`); the tests ask the registry for it as the app does. */
async function signIn(account: string) {
  await signInAs(portal, account)
  portal.flows.get(realtimeFlow)
}

const topicOf = (session: SessionActor) => memberTopic(session.getSnapshot().context.member?.id ?? 'none')

/** What a flow that lists the member's rows hears: the rows' word and every resync. */
function listen(types: MemberEventType[]) {
  const heard: MemberEventType[] = []
  const stop = portal.events.listen(types, (event) => heard.push(event.type))
  return { heard, stop }
}

test('a listener begun before the member is known hears their channel once they are, from its first opening', async () => {
  const { channel, session } = await anonymousPortal()
  const points = listen(['points.changed', 'member.resync'])
  expect(portal.flows.get(realtimeFlow)).toBeUndefined()

  await signIn('member01')
  channel.accept()
  channel.push(topicOf(session), { type: 'POINT_REDEEM', data: { id: 1, status: 'passed', points: 0 } })
  // A message of another kind is another flow's word.
  channel.push(topicOf(session), { type: 'RED_ENVELOPE' })
  expect(points.heard).toEqual(['member.resync', 'points.changed'])

  points.stop()
  channel.push(topicOf(session), { type: 'POINT_REDEEM', data: { id: 2, status: 'passed', points: 0 } })
  expect(points.heard).toEqual(['member.resync', 'points.changed'])
})

test("each platform message is one word on the port: a deposit moves money and the deposits' rows", async () => {
  const { channel, session } = await anonymousPortal()
  await signIn('member01')
  const all = listen(['money.moved', 'deposits.changed', 'withdrawals.changed', 'contracts.changed'])
  channel.accept()
  channel.push(topicOf(session), { type: 'DEPOSIT', data: { amount: 50, success: true } })
  channel.push(topicOf(session), { type: 'CONTRACT_REQUEST', data: { contractId: 7 } })
  expect(all.heard).toEqual(['money.moved', 'deposits.changed', 'contracts.changed'])
})

test("a listener of one member hears nothing of the next member's channel", async () => {
  const { channel, session } = await anonymousPortal()
  await signIn('member01')
  const first = listen(['messages.changed', 'member.resync'])
  channel.accept()
  expect(first.heard).toEqual(['member.resync'])

  session.send({ type: 'logout.request' })
  session.send({ type: 'logout.confirm' })
  await waitFor(session, (s) => s.matches('anonymous'))
  await signIn('newbie01')
  const second = listen(['messages.changed'])
  channel.accept()
  channel.push(topicOf(session), { type: 'INBOX' })
  expect([first.heard, second.heard]).toEqual([['member.resync'], ['messages.changed']])
  expect(channel.liveSubscriptions()).toBe(1)
})
