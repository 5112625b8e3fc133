import { describe } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, fromCallback } from 'xstate'
import { testModel } from '../../testing/model'
import { realtimeMachine } from './realtime.machine'
import type { RealtimeMessage } from './realtime.messages'

const deposit: RealtimeMessage = {
  type: 'DEPOSIT',
  popup: true,
  title: null,
  message: null,
  data: { amount: 1000, time: null, success: true },
}
const revoked: RealtimeMessage = {
  type: 'SESSION_REVOKED',
  popup: false,
  title: null,
  message: null,
  data: null,
}

/** What the server and the member can do in each state of the link. */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.matches({ online: { link: { connected: 'connecting' } } }))
    return [{ type: 'channel.open' }, { type: 'channel.closed' }, { type: 'channel.unavailable' }]
  if (snapshot.matches({ online: { link: { connected: 'live' } } }))
    return [
      { type: 'channel.message', message: deposit },
      { type: 'channel.message', message: revoked },
      { type: 'channel.closed' },
    ]
  if (snapshot.matches({ online: { link: 'waiting' } })) return [{ type: 'realtime.retry' }]
  return []
}

const nothing = () => undefined
const machine = realtimeMachine.provide({
  actors: { connection: fromCallback(nothing) },
  actions: { refreshBalance: nothing, refreshMessages: nothing, signOut: nothing },
})

describe('realtime model', () => {
  testModel(machine, {
    events,
    input: { topic: '/topic/user/1', random: () => 0.5 },
    keepActors: ['connection'],
    sendDelayedEvents: true,
  })
})
