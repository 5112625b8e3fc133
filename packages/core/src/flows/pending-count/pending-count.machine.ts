import { assign, type ErrorActorEvent, fromCallback, setup } from 'xstate'
import type { PendingCount } from '../../api/schemas/deposit-order'
import { type FlowFailure, flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'

export interface PendingCountContext {
  /** The last answer; kept while a newer one loads, so the badges do not blink. */
  count: PendingCount | null
  failure: FlowFailure | null
}

export type PendingCountEvent = { type: 'pending.refresh' }

/**
 * How many of the member's deposits and withdrawals wait for the back office (issue 32;
 * docs/flows/pending-count.md), the member centre's own: read on start, again on `pending.refresh` (the centre
 * opened another page, or the platform settled a row: `deposits.changed`, `withdrawals.changed`, `money.moved`,
 * `member.resync`). A refresh asked during a load starts it over, so the answer never predates the change.
 */
export const pendingCountMachine = setup({
  types: {
    context: {} as PendingCountContext,
    events: {} as PendingCountEvent,
    children: {} as { loadCount: 'loadCount'; watchPending: 'watchPending' },
  },
  actors: {
    loadCount: notProvided<PendingCount>('loadCount'),
    /** Tells `pending.refresh`; the portal binds it to the member's events. Alone, it listens to nothing. */
    watchPending: fromCallback(() => {}),
  },
  actions: {
    assignCount: assign((_, count: PendingCount) => ({ count, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
  },
}).createMachine({
  id: 'pendingCount',
  context: { count: null, failure: null },
  invoke: { id: 'watchPending', src: 'watchPending' },
  initial: 'loading',
  on: { 'pending.refresh': { target: '.loading', reenter: true } },
  states: {
    loading: {
      invoke: {
        id: 'loadCount',
        src: 'loadCount',
        onDone: { target: 'shown', actions: { type: 'assignCount', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    shown: {},
    failed: {},
  },
})
