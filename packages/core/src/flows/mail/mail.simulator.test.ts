import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { inboxMails } from '../../api/rows/member'
import type { Portal } from '../../create-portal'
import { signedInPortal, simulatorDev } from '../../testing/simulated'
import { connectCompose } from './compose.connect'
import { createMailCompose, createOutbox } from './create-mail'
import { connectOutbox } from './outbox.connect'

/** Writing to support against the in-process simulator: what is sent is what the back office reads and answers. */
let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

describe('writing to support against the simulator', () => {
  test('a mail sent, answered by support, replied to, and deleted from the outbox', async () => {
    const simulator = createSimulator()
    portal = await signedInPortal('member01', simulator)

    const compose = createMailCompose(portal).start()
    const ready = connectCompose(
      await waitFor(compose, (s) => s.matches('editing'), { timeout: 5000 }),
      compose.send,
    )
    // member01 is in agent01's team: the upline may be written to as well.
    expect(ready.recipients).toEqual(['customerService', 'upline'])
    ready.change('title', 'Deposit not credited')
    ready.change('content', 'I paid 500 an hour ago.')
    ready.submit()
    const sent = (await waitFor(compose, (s) => s.matches('sent'), { timeout: 5000 })).context.sent
    if (!sent) throw new Error('no sent mail')
    expect(sent).toMatchObject({
      recipientType: 'customerService',
      title: 'Deposit not credited',
      answered: false,
    })
    compose.stop()

    const dev = simulatorDev(simulator)
    expect(await dev.get('/mail/outbox?account=member01')).toMatchObject([{ id: sent.id }])
    await dev.post('/mail/answer', { account: 'member01', id: sent.id, content: '<p>Credited now.</p>' })

    const outbox = createOutbox(portal).start()
    const listed = connectOutbox(await waitFor(outbox, (s) => s.matches('ready'), { timeout: 5000 }))
    expect(listed.mails).toMatchObject([{ id: sent.id, answered: true }])

    const answer = (await portal.api.call(inboxMails, { pageNum: 1, pageSize: 10 })).content[0]
    if (!answer) throw new Error('no answer')
    expect(answer).toMatchObject({ title: 'Re: Deposit not credited', read: false })

    const reply = createMailCompose(portal, { id: answer.id, title: answer.title }).start()
    connectCompose(reply.getSnapshot(), reply.send).change('content', 'Thank you!')
    connectCompose(reply.getSnapshot(), reply.send).submit()
    const replied = (await waitFor(reply, (s) => s.matches('sent'), { timeout: 5000 })).context.sent
    expect(replied).toMatchObject({ replyTo: answer.id, title: 'Re: Deposit not credited' })
    reply.stop()

    outbox.send({ type: 'outbox.refresh' })
    await waitFor(outbox, (s) => s.matches('ready'), { timeout: 5000 })
    expect(outbox.getSnapshot().context.mails).toHaveLength(2)
    outbox.send({ type: 'outbox.delete', id: sent.id })
    const after = await waitFor(outbox, (s) => s.matches('ready') && s.context.mails.length === 1, {
      timeout: 5000,
    })
    expect(after.context.mails[0]?.id).toBe(replied?.id)
    outbox.stop()
  })
})
