import { createSimulator } from '@portal/simulator'
import { afterEach, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal, SessionActor } from '../../create-portal'
import { fakeRealtime } from '../../testing/fake-realtime'
import { signInAs, simulatedPortal } from '../../testing/simulated'
import { memberTopic, realtimeFlow } from './create-realtime'
import { followRealtime } from './follow-realtime'
import type { RealtimeMessage } from './realtime.messages'

let portal: Portal
afterEach(() => portal?.stop())

function follower() {
  const heard: RealtimeMessage['type'][] = []
  let resyncs = 0
  return {
    heard,
    resyncs: () => resyncs,
    message: (message: RealtimeMessage) => heard.push(message.type),
    resync: () => {
      resyncs += 1
    },
  }
}

async function anonymousPortal() {
  const channel = fakeRealtime()
  portal = simulatedPortal(createSimulator(), { realtime: channel })
  portal.actor.start()
  await waitFor(portal.actor, () => portal.session() !== undefined)
  const session = portal.session() as SessionActor
  await waitFor(session, (s) => s.matches('anonymous'))
  return { channel, session }
}

const topicOf = (session: SessionActor) => memberTopic(session.getSnapshot().context.member?.id ?? 'none')

test('a follower started before the member is known picks the channel up when they are, and reads again', async () => {
  const { channel, session } = await anonymousPortal()
  const one = follower()
  const stop = followRealtime(portal, one)
  expect(portal.flows.get(realtimeFlow)).toBeUndefined()

  await signInAs(portal, 'member01')
  // Picked up late: whatever the channel carried before is read again, once.
  expect(one.resyncs()).toBe(1)
  channel.accept()
  expect(one.resyncs()).toBe(2)
  channel.push(topicOf(session), { type: 'POINT_REDEEM', data: { id: 1, status: 'passed', points: 0 } })
  expect(one.heard).toEqual(['POINT_REDEEM'])

  stop()
  channel.push(topicOf(session), { type: 'INBOX' })
  expect(one.heard).toEqual(['POINT_REDEEM'])
})

test("after a change of member the follower hears the new member's channel, never the old one", async () => {
  const { channel, session } = await anonymousPortal()
  await signInAs(portal, 'member01')
  const one = follower()
  followRealtime(portal, one)
  channel.accept()
  expect(one.resyncs()).toBe(1)

  session.send({ type: 'logout.request' })
  session.send({ type: 'logout.confirm' })
  await waitFor(session, (s) => s.matches('anonymous'))
  await signInAs(portal, 'newbie01')
  channel.accept()
  channel.push(topicOf(session), { type: 'INBOX' })
  expect(one.heard).toEqual(['INBOX'])
  expect(channel.liveSubscriptions()).toBe(1)
})
