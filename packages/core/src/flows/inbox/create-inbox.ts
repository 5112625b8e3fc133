import { createActor, fromCallback, fromPromise } from 'xstate'
import { deleteInboxMail, inboxMails, markMailAsRead } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
import { unreadFlow } from './create-unread'
import { inboxMachine, inboxPageSize } from './inbox.machine'
import type { InboxEvent } from './inbox.types'

/** The inbox bound to the API, the member's events and the unread count's owner. */
export function createInbox(portal: Portal) {
  const { api } = portal.deps
  const machine = inboxMachine.provide({
    actors: {
      loadPage: fromPromise(({ input, signal }) =>
        api.call(inboxMails, { pageNum: input.pageNum, pageSize: inboxPageSize }, { signal }),
      ),
      markRead: fromPromise(({ input, signal }) =>
        api.call(markMailAsRead, { ids: input.ids, ...(input.all ? { all: true } : {}) }, { signal }),
      ),
      deleteMails: fromPromise(({ input, signal }) =>
        api.call(deleteInboxMail, { ids: input.ids }, { signal }),
      ),
      // The count's owner is the inbox's unread flow; following the registry picks up the instance in force.
      watchUnread: fromCallback<InboxEvent>(({ sendBack }) => {
        let last: number | null | undefined
        let watching: { unsubscribe(): void } | null = null
        const read = (count: number | null) => {
          if (count === last) return
          last = count
          sendBack({ type: 'inbox.unread', count })
        }
        const follow = () => {
          watching?.unsubscribe()
          const unread = portal.flows.get(unreadFlow)
          watching = unread?.subscribe((snapshot) => read(snapshot.context.count)) ?? null
          read(unread?.getSnapshot().context.count ?? null)
        }
        follow()
        const unwatch = portal.flows.subscribe(follow)
        return () => {
          unwatch()
          watching?.unsubscribe()
        }
      }),
    },
    actions: {
      announceMessagesChanged: (_, { cause }) => portal.events.announce({ type: 'messages.changed', cause }),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}

/** The inbox belongs to the signed-in member: real-time events and the header badge refresh the same one. */
export const inboxFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'inbox',
  lifetime: 'session',
  create: createInbox,
})
