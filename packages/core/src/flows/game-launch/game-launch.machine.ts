import { and, assign, emit, setup } from 'xstate'
import type { FlowEmitted } from '../shared/emitted'
import { errorOf } from '../shared/error-of'
import { type FlowFailure, flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { launchRoute, remediesOf } from './game-launch.rules'
import type {
  GameLaunchContext,
  GameLaunchEvent,
  LaunchCallInput,
  LaunchedGame,
  LaunchTarget,
  LaunchViewer,
} from './game-launch.types'

const routeOf = (context: GameLaunchContext) =>
  context.target ? launchRoute(context.target) : ({ kind: 'vendorGames' } as const)

/**
 * Game launch (spec §4): who asks decides first (a visitor goes to /login, a trial account sees the
 * real-account dialog and stays), then the vendor's kind (lottery pages, the game list centre, the vendor's
 * popup list, or a launch call whose URL opens in the game popup). A free trial (supportPlay 0) needs no real
 * account; a visitor gets one through the free-play login when FREEPLAY3 is on.
 */
export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    emitted: {} as FlowEmitted,
  },
  actors: {
    /** Reads the session (waiting out a member load) and the FREEPLAY3 switch. */
    whoIsAsking: notProvided<LaunchViewer>('whoIsAsking'),
    freePlayLogin: notProvided<{ token: string }>('freePlayLogin'),
    launch: notProvided<LaunchedGame, LaunchCallInput>('launch'),
  },
  actions: {
    /** Hands the demo token to the session (`session.start`), which stores it for the calls that follow. */
    startSession: actionNotProvided('startSession') as (_: unknown, params: { token: string }) => void,
    /** Announces `money.moved`: the game may have changed the balances, and their owner, the wallet, reads them again. */
    announceMoneyMoved: actionNotProvided('announceMoneyMoved'),
    assignRequest: assign(({ event }) =>
      event.type === 'launch.request'
        ? { target: event.target, mode: event.mode ?? 'play', url: null, failure: null, remedies: [] }
        : {},
    ),
    assignViewer: assign((_, viewer: LaunchViewer) => ({ viewer })),
    assignUrl: assign((_, url: string) => ({ url })),
    assignFailure: assign((_, failure: FlowFailure) => ({ failure })),
    /** A refused launch, with what the member can do about it (too little balance: deposit, or transfer). */
    assignLaunchFailure: assign((_, error: unknown) => ({
      failure: flowFailure(error),
      remedies: remediesOf(error),
    })),
    clear: assign({ target: null, mode: 'play' as const, url: null, failure: null, remedies: [] }),
    goLogin: emit({ type: 'navigate', to: '/login', reason: 'signInRequired' } as const),
    goRoute: emit(({ context }) => {
      const route = routeOf(context)
      return { type: 'navigate', to: route.kind === 'navigate' ? route.to : '/' } as const
    }),
  },
  guards: {
    isFreeTrial: ({ context }) => context.mode === 'trial',
    isAnonymous: ({ context }) => context.viewer?.access !== 'trial' && context.viewer?.access !== 'member',
    isFreePlayOn: ({ context }) => context.viewer?.freePlay === true,
    isTrialAccount: ({ context }) => context.viewer?.access === 'trial',
    isRoutedToPage: ({ context }) => routeOf(context).kind === 'navigate',
    isVendorList: ({ context }) => routeOf(context).kind === 'vendorGames',
  },
}).createMachine({
  id: 'gameLaunch',
  context: { target: null, mode: 'play', viewer: null, url: null, failure: null, remedies: [] },
  initial: 'idle',
  states: {
    idle: {
      on: { 'launch.request': { target: 'checking', actions: 'assignRequest' } },
    },
    checking: {
      invoke: {
        id: 'whoIsAsking',
        src: 'whoIsAsking',
        onDone: {
          target: 'deciding',
          actions: { type: 'assignViewer', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
        },
      },
    },
    deciding: {
      always: [
        {
          guard: and(['isFreeTrial', 'isAnonymous', 'isFreePlayOn']),
          target: 'signingInFreePlay',
        },
        { guard: 'isAnonymous', target: 'idle', actions: ['goLogin', 'clear'] },
        { guard: 'isFreeTrial', target: 'launching' },
        { guard: 'isTrialAccount', target: 'needsRealAccount' },
        { guard: 'isRoutedToPage', target: 'idle', actions: ['goRoute', 'clear'] },
        { guard: 'isVendorList', target: 'choosingGame' },
        { target: 'launching' },
      ],
    },
    /** The dialog `in_need_true_account` with its confirm `in_increase_submit`; nothing launches. */
    needsRealAccount: {
      on: { 'launch.dismiss': { target: 'idle', actions: 'clear' } },
    },
    /** The vendor's popup game list (isGame VASSALAGE); choosing a game sends `launch.request` again. */
    choosingGame: {
      on: {
        'launch.request': { target: 'checking', actions: 'assignRequest' },
        'launch.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
    signingInFreePlay: {
      invoke: {
        id: 'freePlayLogin',
        src: 'freePlayLogin',
        onDone: {
          target: 'launching',
          actions: { type: 'startSession', params: ({ event }) => ({ token: event.output.token }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
        },
      },
    },
    launching: {
      invoke: {
        id: 'launch',
        src: 'launch',
        input: ({ context }): LaunchCallInput => {
          const route = routeOf(context)
          return {
            call: route.kind === 'call' ? route.call : 'launchGame',
            target: context.target as LaunchTarget,
            mode: context.mode,
          }
        },
        onDone: {
          target: 'playing',
          actions: { type: 'assignUrl', params: ({ event }) => event.output.url },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'assignLaunchFailure',
            params: errorOf,
          },
        },
      },
    },
    /** The game popup shows `url`. */
    playing: {
      on: { 'launch.close': { target: 'idle', actions: ['clear', 'announceMoneyMoved'] } },
    },
    /** A launch error as a code the app translates (`vendor_maintenance`, `balance_not_enough`, `network`…). */
    failed: {
      on: {
        'launch.retry': { target: 'checking', actions: assign({ failure: null, remedies: [] }) },
        'launch.dismiss': { target: 'idle', actions: 'clear' },
        'launch.request': { target: 'checking', actions: 'assignRequest' },
      },
    },
  },
})
