import { createActor, fromCallback, fromPromise } from 'xstate'
import { openRedEnvelope, redEnvelopes } from '../../api/rows/agent-money'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
import { envelopeInboxMachine } from './envelope-inbox.machine'
import type { EnvelopeInboxEvent } from './envelope-inbox.types'

/** The member's envelopes bound to the API, read again when the member's events say they changed. */
export function createEnvelopeInbox(portal: Portal) {
  const { api } = portal.deps
  const machine = envelopeInboxMachine.provide({
    actors: {
      loadEnvelopes: fromPromise(
        async ({ signal }) => (await api.call(redEnvelopes, undefined, { signal })).content,
      ),
      openEnvelope: fromPromise(({ input, signal }) => api.call(openRedEnvelope, input, { signal })),
      watchRealtime: fromCallback<EnvelopeInboxEvent>(({ sendBack }) => {
        return portal.events.listen(['envelopes.changed', 'member.resync'], () =>
          sendBack({ type: 'envelopes.refresh' }),
        )
      }),
    },
    actions: { announceMoneyMoved: () => portal.events.announce({ type: 'money.moved', cause: 'envelope' }) },
  })
  return createActor(machine, portal.deps.actorOptions)
}

/** The envelopes belong to the signed-in member: dropped on sign-out or a change of member. */
export const envelopeInboxFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'envelopeInbox',
  lifetime: 'session',
  create: createEnvelopeInbox,
})
