import { expect, test } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { MemberInfo } from '../../api/schemas/session'
import { sessionMachine } from './session.machine'

/**
 * A refresh asked while a load is on its way (a real-time event during the resync) starts the load again, so the
 * answer shows the change the event announced, not the state from before it.
 */
test('a refresh during a load restarts it and keeps the later answer', async () => {
  const answers = { unread: [3, 4] }
  const calls = { unread: 0 }
  const later = (value: number, call: number) =>
    new Promise<number>((resolve) => setTimeout(() => resolve(value), call === 1 ? 30 : 0))
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadMember: fromPromise(async (): Promise<MemberInfo> => ({ id: 1, account: 'member01', type: 0 })),
        loadUnread: fromPromise(() => {
          calls.unread += 1
          return later(answers.unread[calls.unread - 1] ?? -1, calls.unread)
        }),
      },
      actions: { persistToken: () => undefined, clearStoredSession: () => undefined },
    }),
    { input: { storedToken: 't' } },
  )
  actor.start()
  await waitFor(actor, (s) => s.matches({ signedIn: { messages: 'loading' } }))
  actor.send({ type: 'messages.refresh' })
  await waitFor(actor, (s) => s.matches({ signedIn: { messages: 'idle' } }))
  expect(calls).toEqual({ unread: 2 })
  expect(actor.getSnapshot().context.unread).toBe(4)
  // The first answers, arriving later, changed nothing.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(actor.getSnapshot().context.unread).toBe(4)
  actor.stop()
})
