import { assign, fromCallback, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'

export interface UnreadContext {
  /** Unread messages; null until loaded, and always without an inbox (spec §4 skips the call). */
  count: number | null
  /** INBOX3 is on and the account is not a trial one (spec §4, §6). */
  hasInbox: boolean
}

export type UnreadEvent =
  /** Load the count again: the member asked, or the inbox changed (announced on the member's events port). */
  { type: 'unread.refresh' }

/**
 * The member's unread count, a session flow of the inbox and the one owner of that count: the header's badge and
 * the inbox page read it. Loaded on start and again on `unread.refresh` (a refresh during a load starts it over:
 * the answer on its way may predate the change), which `followMessages` sends whenever `messages.changed` or
 * `member.resync` is announced on the member's events port. Without an inbox (INBOX3 off, a trial account) no call is made. A
 * count that failed to load is only a missing badge: the last one stays.
 */
export const unreadMachine = setup({
  types: {
    context: {} as UnreadContext,
    events: {} as UnreadEvent,
    input: {} as { hasInbox: boolean },
    children: {} as { loadUnread: 'loadUnread'; followMessages: 'followMessages' },
  },
  actors: {
    loadUnread: notProvided<number>('loadUnread'),
    /** Sends `unread.refresh` when the inbox may have changed (`messages.changed`, `member.resync`). */
    followMessages: fromCallback<UnreadEvent>(() => {
      throw new Error('followMessages was not provided: create the actor through createUnread()')
    }),
  },
  guards: { hasNoInbox: ({ context }) => !context.hasInbox },
}).createMachine({
  id: 'unread',
  context: ({ input }) => ({ count: null, hasInbox: input.hasInbox }),
  invoke: { id: 'followMessages', src: 'followMessages' },
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'hasNoInbox', target: 'skipped' }, { target: 'loading' }] },
    loading: {
      on: { 'unread.refresh': { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadUnread',
        src: 'loadUnread',
        onDone: { target: 'idle', actions: assign({ count: ({ event }) => event.output }) },
        onError: { target: 'idle' },
      },
    },
    idle: { on: { 'unread.refresh': 'loading' } },
    skipped: {},
  },
})
