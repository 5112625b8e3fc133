import { createActor, fromCallback, fromPromise } from 'xstate'
import { memberInfo } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
import { storageKeys } from '../shared/storage-keys'
import { channelConnection } from './realtime.connection'
import { realtimeMachine } from './realtime.machine'
import type { RealtimeEvent } from './realtime.types'

/** The original's member topic (original-calls.md §3), used unless the brand names the platform's own. */
export const defaultMemberTopic = '/topic/user/{customerId}'

/** The member's own topic: the brand's template (`BrandConfig.memberTopic`) with the member's customer id in it. */
export const memberTopic = (customerId: string | number, template = defaultMemberTopic) =>
  template.replaceAll('{customerId}', String(customerId))

/** The signed-in member's channel; the app asks the registry for `realtimeFlow` rather than creating one. */
export function createRealtime(portal: Portal) {
  const { deps } = portal
  const member = deps.session()?.getSnapshot().context.member
  const channel = deps.realtime
  const logic = realtimeMachine.provide({
    actors: {
      connection:
        channel && member
          ? channelConnection(channel, () => ({
              merchant: portal.brand.merchantCode,
              customerId: String(member.id),
              // Read at each connection: the token in force, not the one of the first.
              token: deps.sessionStore.get(storageKeys.token) ?? '',
            }))
          : fromCallback<RealtimeEvent, { topic: string }>(({ sendBack }) => {
              sendBack({ type: 'channel.unavailable' })
            }),
      checkSession: fromPromise(({ signal }) => deps.api.call(memberInfo, undefined, { signal })),
    },
    actions: {
      announce: (_, event) => deps.events.announce(event),
      // After this transition, not inside it: signing out stops this very actor (the registry drops it).
      signOut: (_, params: { reason: string | null }) =>
        queueMicrotask(() =>
          deps.session()?.send({ type: 'session.expired', revoked: true, code: params.reason ?? undefined }),
        ),
    },
  })
  return createActor(logic, {
    input: { topic: memberTopic(member?.id ?? '', portal.brand.memberTopic), random: deps.random },
    ...deps.actorOptions,
  })
}

/**
 * Spec §4 and issue 13: the channel belongs to the signed-in member; the registry stops it (closing the
 * connection) on sign-out and on a change of member, and the next member gets their own.
 */
export const realtimeFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'realtime',
  lifetime: 'session',
  create: createRealtime,
})
