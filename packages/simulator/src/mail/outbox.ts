import type { MailRecipient } from '@portal/core'

/** A mail a member sent to support or to their upline (issue 32). */
export interface SentMail {
  id: string
  recipientType: MailRecipient
  title: string
  /** Plain text as typed; the back office's answer is what carries HTML. */
  content: string
  /** Data URLs, as sent. */
  images: string[]
  sentAt: number
  /** The inbox mail this answers; null for a new mail. */
  replyTo: string | null
  /** The back office wrote back (`POST /__sim/mail/answer`). */
  answered: boolean
}

/** What members wrote: each member's outbox, newest first. */
export interface MailState {
  outboxes: Map<string, SentMail[]>
  nextId: number
}

export const seedMailState = (): MailState => ({ outboxes: new Map(), nextId: 1 })

export function outboxOf(state: MailState, account: string): SentMail[] {
  let outbox = state.outboxes.get(account)
  if (!outbox) {
    outbox = []
    state.outboxes.set(account, outbox)
  }
  return outbox
}

/** Keeps a sent mail at the top of the member's outbox; ids are their own series (`m1`, `m2`…), never an inbox id. */
export function keepSent(
  state: MailState,
  account: string,
  mail: Omit<SentMail, 'id' | 'answered'>,
): SentMail {
  const sent: SentMail = { ...mail, id: `m${state.nextId++}`, answered: false }
  outboxOf(state, account).unshift(sent)
  return sent
}

/** A reply's title: the answered mail's, marked once ("Re: Re: …" never grows), at most 50 characters. */
export const replyTitle = (title: string) => (title.startsWith('Re: ') ? title : `Re: ${title}`).slice(0, 50)
