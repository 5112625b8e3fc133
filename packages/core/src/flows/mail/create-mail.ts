import { createActor, fromPromise } from 'xstate'
import { deleteOutboxMail, outboxMails, recipientTypes, replyMail, sendMail } from '../../api/rows/mail'
import type { Portal } from '../../create-portal'
import { composeMachine } from './compose.machine'
import type { ReplyTarget } from './compose.types'
import { outboxMachine, outboxPageSize } from './outbox.machine'

/** A mail form bound to the API, owned by the screen that shows it: a new mail, or a reply to `replyTo`. */
export function createMailCompose(portal: Portal, replyTo: ReplyTarget | null = null) {
  const { api, random } = portal.deps
  const machine = composeMachine.provide({
    actors: {
      loadRecipients: fromPromise(
        async ({ signal }) => (await api.call(recipientTypes, undefined, { signal })).recipients,
      ),
      sendMail: fromPromise(({ input, signal }) => {
        const { key, images, ...mail } = input
        const attached = images.length > 0 ? { images } : {}
        return mail.kind === 'reply'
          ? api.call(
              replyMail,
              { mailId: mail.mailId, content: mail.content, ...attached, idempotencyKey: key },
              { signal },
            )
          : api.call(
              sendMail,
              {
                recipientType: mail.recipientType,
                title: mail.title,
                content: mail.content,
                ...attached,
                idempotencyKey: key,
              },
              { signal },
            )
      }),
    },
  })
  return createActor(machine, { input: { replyTo, random }, ...portal.deps.actorOptions })
}

/** The sent mails, owned by the screen that lists them. */
export function createOutbox(portal: Portal) {
  const { api } = portal.deps
  const machine = outboxMachine.provide({
    actors: {
      loadPage: fromPromise(({ input, signal }) =>
        api.call(outboxMails, { pageNum: input.pageNum, pageSize: outboxPageSize }, { signal }),
      ),
      deleteMail: fromPromise(({ input, signal }) =>
        api.call(deleteOutboxMail, { ids: [input.id] }, { signal }),
      ),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
