import { createActor, fromCallback, fromPromise } from 'xstate'
import { unreadCount } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
import { type UnreadEvent, unreadMachine } from './unread.machine'

/** The member's unread count bound to the API and the member's events; the registry creates it. */
export function createUnread(portal: Portal) {
  const logic = unreadMachine.provide({
    actors: {
      loadUnread: fromPromise(({ signal }) => portal.deps.api.call(unreadCount, undefined, { signal })),
      followMessages: fromCallback<UnreadEvent>(({ sendBack }) =>
        portal.events.listen(['messages.changed', 'member.resync'], () =>
          sendBack({ type: 'unread.refresh' }),
        ),
      ),
    },
  })
  // No inbox, no call: INBOX3 switched off, or a trial account (spec §4, §6). Before boot has read the flags the
  // inbox is assumed, as the header assumes it.
  const trial = portal.session()?.getSnapshot().context.isTrial ?? false
  const inboxOn = portal.actor.getSnapshot().context.flags?.INBOX3 ?? true
  return createActor(logic, { input: { hasInbox: inboxOn && !trial }, ...portal.deps.actorOptions })
}

/** The unread count, one per session and its one owner: the header's badge and the inbox page read it. */
export const unreadFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'unread',
  lifetime: 'session',
  create: createUnread,
})
