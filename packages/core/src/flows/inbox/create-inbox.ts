import { createActor, fromCallback, fromPromise } from 'xstate'
import { deleteInboxMail, inboxMails, markMailAsRead } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
import { inboxMachine, inboxPageSize } from './inbox.machine'
import type { InboxEvent } from './inbox.types'

/** The inbox bound to the API and to the session, whose unread count it keeps in step with. */
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
      watchUnread: fromCallback<InboxEvent>(({ sendBack }) => {
        const session = portal.session()
        if (!session) return () => {}
        let last = session.getSnapshot().context.unread
        sendBack({ type: 'inbox.unread', count: last })
        const subscription = session.subscribe((snapshot) => {
          if (snapshot.context.unread === last) return
          last = snapshot.context.unread
          sendBack({ type: 'inbox.unread', count: last })
        })
        return () => subscription.unsubscribe()
      }),
    },
    actions: { refreshUnread: () => portal.session()?.send({ type: 'messages.refresh' }) },
  })
  return createActor(machine, portal.deps.actorOptions)
}

/** The inbox belongs to the signed-in member: real-time events and the header badge refresh the same one. */
export const inboxFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'inbox',
  lifetime: 'session',
  create: createInbox,
})
