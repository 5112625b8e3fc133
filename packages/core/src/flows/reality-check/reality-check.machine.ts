import { assign, emit, setup } from 'xstate'
import type { SaferGambling } from '../../api/schemas/safer-gambling'
import type { Money } from '../../domain/money'
import { notProvided } from '../shared/not-provided'

export interface RealityCheckContext {
  /** Minutes between reminders; 0: off. */
  intervalMinutes: number
  /** When the game was opened (ISO): the session the net result covers. */
  since: string
  /** The session's net win (+) or loss (−), or null when it could not be read: then only time played shows. */
  net: Money | null
}

export type RealityCheckEvent = { type: 'reality.continue' } | { type: 'reality.stop' }

/**
 * The reality check of a game page (issue 13, docs/safer-gambling.md): reads the member's interval; when it is
 * on, every interval a reminder with the session's net result waits for continue or stop. The time played is
 * the app's clock since `since` (the header's session clock shows the same).
 */
export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
    input: {} as { since: string },
    emitted: {} as { type: 'reality.stopped' },
  },
  actors: {
    loadSettings: notProvided<SaferGambling>('loadSettings'),
    sessionResult: notProvided<{ net: Money }, { since: string }>('sessionResult'),
  },
  actions: {
    assignInterval: assign((_, settings: SaferGambling) => ({
      intervalMinutes: settings.realityCheckMinutes,
    })),
    assignNet: assign((_, net: Money | null) => ({ net })),
    emitStopped: emit({ type: 'reality.stopped' } as const),
  },
  guards: {
    isOff: (_, settings: SaferGambling) => settings.realityCheckMinutes === 0,
  },
  delays: {
    interval: ({ context }) => context.intervalMinutes * 60_000,
  },
}).createMachine({
  id: 'realityCheck',
  context: ({ input }) => ({ intervalMinutes: 0, since: input.since, net: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: [
          { guard: { type: 'isOff', params: ({ event }) => event.output }, target: 'off' },
          { target: 'playing', actions: { type: 'assignInterval', params: ({ event }) => event.output } },
        ],
        // No reminder beats a broken page: the game goes on.
        onError: 'off',
      },
    },
    off: {},
    playing: { after: { interval: 'reminding' } },
    reminding: {
      invoke: {
        id: 'sessionResult',
        src: 'sessionResult',
        input: ({ context }) => ({ since: context.since }),
        onDone: { target: 'shown', actions: { type: 'assignNet', params: ({ event }) => event.output.net } },
        onError: { target: 'shown', actions: { type: 'assignNet', params: () => null } },
      },
    },
    shown: {
      on: {
        'reality.continue': 'playing',
        'reality.stop': { target: 'stopped', actions: 'emitStopped' },
      },
    },
    stopped: { type: 'final' },
  },
})
