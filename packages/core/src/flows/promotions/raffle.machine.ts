import { assign, setup } from 'xstate'
import type { RaffleDraw, RaffleStatus } from '../../api/schemas/promotions'
import { errorOf } from '../shared/error-of'
import { type FlowFailure, flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'

export interface RaffleContext {
  raffle: RaffleStatus | null
  failure: FlowFailure | null
  /** The last draw while the screen shows. */
  drawn: RaffleDraw | null
  drawFailure: FlowFailure | null
}

export type RaffleEvent = { type: 'raffle.draw' } | { type: 'raffle.retry' } | { type: 'raffle.refresh' }

const failed = errorOf

/**
 * The raffle (MCS2_claimRafflePromotion), a screen flow: tickets held and the draws so far; a draw spends a
 * ticket, one request per click, and its prize is credited to the main wallet (the balances refresh). A failed
 * draw is never sent again by itself: the tickets are loaded again, and the member may draw once more.
 */
export const raffleMachine = setup({
  types: {
    context: {} as RaffleContext,
    events: {} as RaffleEvent,
    children: {} as { loadRaffle: 'loadRaffle'; drawRaffle: 'drawRaffle' },
  },
  actors: {
    loadRaffle: notProvided<RaffleStatus>('loadRaffle'),
    drawRaffle: notProvided<RaffleDraw>('drawRaffle'),
  },
  actions: {
    announceMoneyMoved: actionNotProvided('announceMoneyMoved'),
    assignRaffle: assign((_, raffle: RaffleStatus) => ({ raffle, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    assignDrawn: assign((_, drawn: RaffleDraw) => ({ drawn, drawFailure: null })),
    assignDrawFailure: assign((_, error: unknown) => ({ drawFailure: flowFailure(error) })),
  },
  guards: { hasTicket: ({ context }) => (context.raffle?.tickets ?? 0) > 0 },
}).createMachine({
  id: 'raffle',
  context: { raffle: null, failure: null, drawn: null, drawFailure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRaffle',
        src: 'loadRaffle',
        onDone: { target: 'ready', actions: { type: 'assignRaffle', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: failed } },
      },
    },
    ready: {
      on: {
        'raffle.draw': { guard: 'hasTicket', target: 'drawing', actions: assign({ drawFailure: null }) },
        'raffle.refresh': 'loading',
      },
    },
    drawing: {
      invoke: {
        id: 'drawRaffle',
        src: 'drawRaffle',
        onDone: {
          target: 'loading',
          actions: [{ type: 'assignDrawn', params: ({ event }) => event.output }, 'announceMoneyMoved'],
        },
        onError: { target: 'loading', actions: { type: 'assignDrawFailure', params: failed } },
      },
    },
    failed: { on: { 'raffle.retry': 'loading', 'raffle.refresh': 'loading' } },
  },
})
