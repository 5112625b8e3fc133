import type { MailRecipient } from '@portal/core'
import { mailLimits } from '@portal/core'
import { refuse } from '../envelope'
import { keepSent, outboxOf, replyTitle, type SentMail } from '../mail/outbox'
import { inboxOf } from '../member-centre/state'
import type { Handle, Screen } from '../route'
import { type Member, trialTypes } from '../seed/members'
import type { Store } from '../store'
import { feedbackRefusal } from './feedback-limits'
import { mustBeSignedIn } from './member'

const iso = (time: number) => new Date(time).toISOString()

const sentView = ({ images, sentAt, ...mail }: SentMail) => ({
  ...mail,
  imageCount: images.length,
  sentAt: iso(sentAt),
})

/** Customer service always; the upline agent only for a member in a team. */
function recipientsOf(store: Store, member: Member): MailRecipient[] {
  return store.state.team.get(member.account)?.upline ? ['customerService', 'upline'] : ['customerService']
}

function realMember(member: Member | null) {
  const signedIn = mustBeSignedIn(member)
  return trialTypes.includes(signedIn.type) ? refuse('trial_account', 'A real account is needed') : signedIn
}

/** The feedback form's limits (content up to 140 characters, 3 png/jpg images under 5 MB), named refusals. */
const replyScreen: Screen = (raw) => feedbackRefusal(raw)

const sendScreen: Screen = (raw) => {
  const title = typeof raw === 'object' && raw !== null ? (raw as { title?: unknown }).title : undefined
  if (typeof title !== 'string' || title.trim() === '')
    return refuse('field_required', 'Title must not be empty', { field: 'title' })
  if (title.trim().length > mailLimits.titleMax)
    return refuse('title_too_long', `Title must be at most ${mailLimits.titleMax} characters`, {
      field: 'title',
      max: mailLimits.titleMax,
    })
  return feedbackRefusal(raw)
}

/**
 * Writing to support (issue 32): who may be written to, a new mail, a reply to a mail of one's own inbox, the
 * outbox and deleting from it. Trial accounts write to nobody; only an upline's downline writes to an upline; a
 * reply answers only a mail still in the member's own inbox. The same idempotency key sends nothing twice (the
 * router's rule for every call that carries one).
 */
export function mailHandlers(handle: Handle): void {
  handle('recipientTypes', (_, { store, member }) => {
    const signedIn = realMember(member)
    if (!('account' in signedIn)) return signedIn
    return { recipients: recipientsOf(store, signedIn) }
  })

  handle(
    'sendMail',
    (input, { store, member }) => {
      const signedIn = realMember(member)
      if (!('account' in signedIn)) return signedIn
      if (!recipientsOf(store, signedIn).includes(input.recipientType))
        return refuse('recipient_not_allowed', 'You cannot write to this recipient', {
          field: 'recipientType',
        })
      const sent = keepSent(store.state.mail, signedIn.account, {
        recipientType: input.recipientType,
        title: input.title,
        content: input.content,
        images: input.images ?? [],
        sentAt: store.now(),
        replyTo: null,
      })
      return sentView(sent)
    },
    sendScreen,
  )

  handle(
    'replyMail',
    (input, { store, member }) => {
      const signedIn = realMember(member)
      if (!('account' in signedIn)) return signedIn
      const answered = inboxOf(store.state.memberCentre, signedIn.account).find(
        (mail) => mail.id === input.mailId,
      )
      if (!answered) return refuse('mail_not_found', 'This message is not in your inbox', { field: 'mailId' })
      const sent = keepSent(store.state.mail, signedIn.account, {
        // The inbox's mails come from customer service (the back office's answers among them).
        recipientType: 'customerService',
        title: replyTitle(answered.title),
        content: input.content,
        images: input.images ?? [],
        sentAt: store.now(),
        replyTo: answered.id,
      })
      return sentView(sent)
    },
    replyScreen,
  )

  handle('outboxMails', (input, { store, member }) => {
    const outbox = outboxOf(store.state.mail, mustBeSignedIn(member).account)
    const pageSize = Math.min(Math.max(1, Math.trunc(input.pageSize)), 50)
    const totalPages = Math.max(1, Math.ceil(outbox.length / pageSize))
    const pageNum = Math.min(Math.max(1, Math.trunc(input.pageNum)), totalPages)
    return {
      content: outbox.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(sentView),
      pageNum,
      totalPages,
      totalElements: outbox.length,
    }
  })

  handle('deleteOutboxMail', (input, { store, member }) => {
    const account = mustBeSignedIn(member).account
    const outbox = outboxOf(store.state.mail, account)
    const missing = input.ids.find((id) => !outbox.some((mail) => mail.id === id))
    if (missing !== undefined)
      return refuse('mail_not_found', 'This message is not in your outbox', { field: 'ids', id: missing })
    store.state.mail.outboxes.set(
      account,
      outbox.filter((mail) => !input.ids.includes(mail.id)),
    )
    return { deleted: input.ids.length }
  })
}
