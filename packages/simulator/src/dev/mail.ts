import type { Hono } from 'hono'
import { badRequest, ok, reply } from '../envelope'
import { outboxOf, replyTitle } from '../mail/outbox'
import { deliverMail, unreadOf } from '../member-centre/state'
import type { Store } from '../store'
import { readBody } from './body'

const iso = (time: number) => new Date(time).toISOString()

/**
 * The back office's side of the members' mail (issue 32):
 * - GET /__sim/mail/outbox?account=…: what the member sent, newest first, as support reads it (images counted);
 * - POST /__sim/mail/answer `{ account, id, content }`: support answers sent mail `id`. The answer lands unread at
 *   the top of the member's inbox under the mail's title ("Re: …") and the sent mail shows as answered; the
 *   real-time watch tells a connected member (INBOX), as any new mail does.
 */
export function mailDevRoutes(app: Hono, store: Store): void {
  app.get('/__sim/mail/outbox', (c) => {
    const member = store.findMember(c.req.query('account') ?? '')
    if (!member) return reply(c, badRequest('account must be a known account'))
    const outbox = outboxOf(store.state.mail, member.account)
    return c.json(
      ok(
        outbox.map(({ images, sentAt, ...mail }) => ({
          ...mail,
          imageCount: images.length,
          sentAt: iso(sentAt),
        })),
      ),
    )
  })

  app.post('/__sim/mail/answer', async (c) => {
    const body = await readBody(c)
    const member = typeof body?.account === 'string' ? store.findMember(body.account) : undefined
    if (!member) return reply(c, badRequest('account must be a known account'))
    const sent = outboxOf(store.state.mail, member.account).find((mail) => mail.id === body?.id)
    if (!sent) return reply(c, badRequest('id must be a mail in the member’s outbox'))
    if (typeof body?.content !== 'string' || body.content.trim() === '')
      return reply(c, badRequest('content must be a non-empty string (HTML)'))
    const answer = deliverMail(
      store.state.memberCentre,
      member.account,
      { title: replyTitle(sent.title), content: body.content },
      store.now(),
    )
    sent.answered = true
    return c.json(ok({ inboxId: answer.id, unread: unreadOf(store.state.memberCentre, member.account) }))
  })
}
