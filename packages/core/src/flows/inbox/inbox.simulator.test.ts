import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { unreadCount } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { signedInPortal, simulatorDev } from '../../testing/simulated'
import { inboxFlow } from './create-inbox'
import { unreadFlow } from './create-unread'
import { connectInbox } from './inbox.connect'
import { inboxUndoMs } from './inbox.machine'

/** The inbox against the in-process simulator: what is read or deleted here is what the server counts. */
let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

/** The signed-in member's inbox from the registry (a session flow exists only while signed in). */
function inboxOf(portal: Portal) {
  const inbox = portal.flows.get(inboxFlow)
  if (!inbox) throw new Error('no inbox while signed in')
  return inbox
}

/** The unread count's owner, the inbox's unread flow, asked for as the header asks. */
function unreadOf(portal: Portal) {
  const unread = portal.flows.get(unreadFlow)
  if (!unread) throw new Error('no unread count while signed in')
  return unread
}

describe('inbox against the simulator', () => {
  test('opening an unread mail marks it read and the header count follows', async () => {
    portal = await signedInPortal('member01')
    const unreadFlowActor = unreadOf(portal)
    await waitFor(unreadFlowActor, (s) => s.context.count !== null, { timeout: 5000 })
    const before = unreadFlowActor.getSnapshot().context.count ?? 0
    expect(before).toBeGreaterThan(0)

    const inbox = inboxOf(portal)
    const ready = connectInbox(await waitFor(inbox, (s) => s.matches({ list: 'ready' }), { timeout: 5000 }))
    const dates = ready.mails.map((mail) => mail.sentAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const unread = ready.mails.find((mail) => !mail.read)
    if (!unread) throw new Error('member01 has unread mail in the seed')

    inbox.send({ type: 'inbox.open', id: unread.id })
    expect(connectInbox(inbox.getSnapshot()).opened?.read).toBe(true)
    await waitFor(unreadFlowActor, (s) => s.context.count === before - 1, { timeout: 5000 })
    expect(await portal.api.call(unreadCount, undefined)).toBe(before - 1)

    inbox.send({ type: 'inbox.markAllRead' })
    await waitFor(unreadFlowActor, (s) => s.context.count === 0, { timeout: 5000 })
  })

  test('a deleted mail can be brought back within the undo window; afterwards the server forgets it', async () => {
    portal = await signedInPortal('agent01')
    const inbox = inboxOf(portal)
    const ready = connectInbox(await waitFor(inbox, (s) => s.matches({ list: 'ready' }), { timeout: 5000 }))
    const [first, second] = ready.mails
    if (!first || !second) throw new Error('agent01 has mail in the seed')

    inbox.send({ type: 'inbox.delete', id: first.id })
    expect(connectInbox(inbox.getSnapshot()).undoable).toBe(1)
    inbox.send({ type: 'inbox.undo' })
    expect(connectInbox(inbox.getSnapshot()).mails.map((mail) => mail.id)).toContain(first.id)

    inbox.send({ type: 'inbox.delete', id: second.id })
    await waitFor(inbox, (s) => s.matches({ deleting: 'idle' }), { timeout: inboxUndoMs + 3000 })
    inbox.send({ type: 'inbox.refresh' })
    const reloaded = await waitFor(inbox, (s) => s.matches({ list: 'ready' }), { timeout: 5000 })
    expect(reloaded.context.mails.map((mail) => mail.id)).not.toContain(second.id)
  }, 15_000)

  test('with INBOX3 switched off the unread count is never asked for', async () => {
    const simulator = createSimulator()
    await simulatorDev(simulator).post('/flags', { INBOX3: false })
    portal = await signedInPortal('member01', simulator)
    const unread = unreadOf(portal)
    expect(unread.getSnapshot().matches('skipped')).toBe(true)
    expect(unread.getSnapshot().context.count).toBeNull()
  })
})
