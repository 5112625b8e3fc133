import { expect, test } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { unreadMachine } from './unread.machine'

/**
 * A refresh asked while a load is on its way (`messages.changed` during the resync) starts the load again, so the
 * answer shows the change the event announced, not the count from before it. (The session's messages region had
 * this test until the inbox's unread flow became the one owner of the count.)
 */
test('a refresh during a load restarts it and keeps the later answer', async () => {
  const answers = [3, 4]
  let calls = 0
  const actor = createActor(
    unreadMachine.provide({
      actors: {
        loadUnread: fromPromise(() => {
          calls += 1
          const call = calls
          return new Promise<number>((resolve) =>
            setTimeout(() => resolve(answers[call - 1] ?? -1), call === 1 ? 30 : 0),
          )
        }),
        followMessages: fromCallback(() => undefined),
      },
    }),
    { input: { hasInbox: true } },
  )
  actor.start()
  actor.send({ type: 'unread.refresh' })
  await waitFor(actor, (s) => s.matches('idle'))
  expect(calls).toBe(2)
  expect(actor.getSnapshot().context.count).toBe(4)
  // The first answer, arriving later, changed nothing.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(actor.getSnapshot().context.count).toBe(4)
  actor.stop()
})

test('a trial account has no inbox: no call, no count', async () => {
  let calls = 0
  const actor = createActor(
    unreadMachine.provide({
      actors: {
        loadUnread: fromPromise(async () => {
          calls += 1
          return 1
        }),
        followMessages: fromCallback(() => undefined),
      },
    }),
    { input: { hasInbox: false } },
  )
  actor.start()
  actor.send({ type: 'unread.refresh' })
  expect(actor.getSnapshot().matches('skipped')).toBe(true)
  expect([calls, actor.getSnapshot().context.count]).toEqual([0, null])
  actor.stop()
})
