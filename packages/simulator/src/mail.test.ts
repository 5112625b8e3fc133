import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

const png = `data:image/png;base64,${Buffer.from('screenshot').toString('base64')}`
const gif = `data:image/gif;base64,${Buffer.from('animation').toString('base64')}`

async function signedIn(account: string) {
  const simulator = createSimulator()
  const client = testClient(simulator)
  await signIn(client, account, 'Demo1234')
  return { simulator, client }
}

const mail = (n: number, extra: Record<string, unknown> = {}) => ({
  recipientType: 'customerService' as const,
  title: `Deposit question ${n}`,
  content: 'My deposit has not arrived yet.',
  idempotencyKey: `mail-key-000${n}`,
  ...extra,
})

describe('writing to support', () => {
  test('who may be written to: customer service, and the upline only for a member in a team', async () => {
    const alone = await signedIn('newbie01')
    expect(await alone.client.call(endpoints.recipientTypes, undefined)).toEqual({
      recipients: ['customerService'],
    })
    expect(await codeOf(alone.client.call(endpoints.sendMail, mail(1, { recipientType: 'upline' })))).toBe(
      'recipient_not_allowed',
    )
    const downline = await signedIn('member01')
    expect(await downline.client.call(endpoints.recipientTypes, undefined)).toEqual({
      recipients: ['customerService', 'upline'],
    })
    const sent = await downline.client.call(endpoints.sendMail, mail(2, { recipientType: 'upline' }))
    expect(sent.recipientType).toBe('upline')
  })

  test('a trial account writes to nobody', async () => {
    const { client } = await signedIn('trial01')
    expect(await codeOf(client.call(endpoints.recipientTypes, undefined))).toBe('trial_account')
    expect(await codeOf(client.call(endpoints.sendMail, mail(1)))).toBe('trial_account')
  })

  test("the feedback form's limits, refused by name: 140 characters, a title, png or jpg, at most 3 images", async () => {
    const { client } = await signedIn('member01')
    expect(await codeOf(client.call(endpoints.sendMail, mail(1, { content: 'x'.repeat(141) })))).toBe(
      'content_too_long',
    )
    expect(await codeOf(client.call(endpoints.sendMail, mail(1, { content: '   ' })))).toBe('field_required')
    expect(await codeOf(client.call(endpoints.sendMail, mail(1, { title: ' ' })))).toBe('field_required')
    expect(await codeOf(client.call(endpoints.sendMail, mail(1, { title: 't'.repeat(51) })))).toBe(
      'title_too_long',
    )
    expect(await codeOf(client.call(endpoints.sendMail, mail(1, { images: [gif] })))).toBe('upload_type')
    expect(await codeOf(client.call(endpoints.sendMail, mail(1, { images: [png, png, png, png] })))).toBe(
      'upload_count',
    )
    const sent = await client.call(endpoints.sendMail, mail(1, { content: 'x'.repeat(140), images: [png] }))
    expect(sent).toMatchObject({ imageCount: 1, answered: false, replyTo: null })
  })

  test('one key sends one mail; the same key with another mail is refused', async () => {
    const { client } = await signedIn('member01')
    const first = await client.call(endpoints.sendMail, mail(1))
    expect(await client.call(endpoints.sendMail, mail(1))).toEqual(first)
    expect(await codeOf(client.call(endpoints.sendMail, mail(1, { content: 'Another question' })))).toBe(
      'idempotency_conflict',
    )
    const outbox = await client.call(endpoints.outboxMails, { pageNum: 1, pageSize: 10 })
    expect(outbox.totalElements).toBe(1)
  })

  test('support answers: the answer arrives unread in the inbox and the sent mail shows answered', async () => {
    const { simulator, client } = await signedIn('member01')
    const unread = await client.call(endpoints.unreadCount, undefined)
    const sent = await client.call(endpoints.sendMail, mail(1))
    expect(await dev(simulator, `/mail/outbox?account=member01`)).toMatchObject([{ id: sent.id }])
    const answer = (await dev(simulator, '/mail/answer', {
      account: 'member01',
      id: sent.id,
      content: '<p>It has arrived now.</p>',
    })) as { inboxId: string }
    expect(await client.call(endpoints.unreadCount, undefined)).toBe(unread + 1)
    const inbox = await client.call(endpoints.inboxMails, { pageNum: 1, pageSize: 10 })
    expect(inbox.content[0]).toMatchObject({
      id: answer.inboxId,
      title: 'Re: Deposit question 1',
      read: false,
    })
    const outbox = await client.call(endpoints.outboxMails, { pageNum: 1, pageSize: 10 })
    expect(outbox.content[0]).toMatchObject({ id: sent.id, answered: true })

    const reply = await client.call(endpoints.replyMail, {
      mailId: answer.inboxId,
      content: 'Thank you',
      idempotencyKey: 'reply-key-0001',
    })
    expect(reply).toMatchObject({ title: 'Re: Deposit question 1', replyTo: answer.inboxId })
  })

  test("a reply answers only a mail of one's own inbox; a delete only one's own sent mail", async () => {
    const { client } = await signedIn('member01')
    const other = await signedIn('agent01')
    const theirs = (await other.client.call(endpoints.inboxMails, { pageNum: 1, pageSize: 1 })).content[0]
    if (!theirs) throw new Error('agent01 has mail in the seed')
    const mine = (await client.call(endpoints.inboxMails, { pageNum: 1, pageSize: 50 })).content.map(
      (m) => m.id,
    )
    const notMine = ['999999', theirs.id].find((id) => !mine.includes(id)) ?? '999999'
    expect(
      await codeOf(
        client.call(endpoints.replyMail, {
          mailId: notMine,
          content: 'Hi',
          idempotencyKey: 'reply-key-0002',
        }),
      ),
    ).toBe('mail_not_found')

    const sent = await client.call(endpoints.sendMail, mail(1))
    expect(await codeOf(other.client.call(endpoints.deleteOutboxMail, { ids: [sent.id] }))).toBe(
      'mail_not_found',
    )
    await client.call(endpoints.deleteOutboxMail, { ids: [sent.id] })
    expect((await client.call(endpoints.outboxMails, { pageNum: 1, pageSize: 10 })).totalElements).toBe(0)
    expect(await codeOf(client.call(endpoints.deleteOutboxMail, { ids: [sent.id] }))).toBe('mail_not_found')
  })
})
