import { assign, emit, setup } from 'xstate'
import type { RealityCheckMinutes, SaferGambling } from '../../api/schemas/safer-gambling'
import { type FlowFailure, flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { draftIssue, limitRequest, soonestRemainingMs } from './safer-gambling.rules'
import type { Exclusion, LimitRequest, SaferContext, SaferEmitted, SaferEvent } from './safer-gambling.types'

/** The countdown's step: a pending rise is shown to the second and re-read when it falls due. */
export const saferTickMs = 1000

/**
 * Safer gambling (issue 13, docs/safer-gambling.md): limits, the reality-check interval, time-out and
 * self-exclusion. Two regions once loaded: `edit` (one call at a time; an exclusion asks for confirmation
 * first) and `countdown` (while a raised limit waits out its cooling-off, a tick a second; when one falls
 * due the settings are read again). An exclusion ends the session: `endSession` is the caller's.
 */
export const saferGamblingMachine = setup({
  types: {
    context: {} as SaferContext,
    events: {} as SaferEvent,
    emitted: {} as SaferEmitted,
  },
  actors: {
    load: notProvided<SaferGambling>('load'),
    /** The same call as `load`, made when a pending rise falls due. */
    refresh: notProvided<SaferGambling>('refresh'),
    saveLimit: notProvided<SaferGambling, LimitRequest>('saveLimit'),
    saveReminder: notProvided<SaferGambling, { minutes: RealityCheckMinutes }>('saveReminder'),
    exclude: notProvided<Exclusion, { kind: Exclusion['kind']; days: number }>('exclude'),
  },
  actions: {
    assignSettings: assign((_, settings: SaferGambling) => ({ settings, elapsedMs: 0, failure: null })),
    assignDraft: assign(({ context, event }) => {
      if (event.type !== 'safer.change') return {}
      const { [event.limit]: _, ...fieldErrors } = context.fieldErrors
      return { drafts: { ...context.drafts, [event.limit]: event.value }, fieldErrors, saved: null }
    }),
    assignDraftError: assign(({ context, event }) => {
      if (event.type !== 'safer.saveLimit') return {}
      const issue = draftIssue(context.drafts[event.limit] ?? '')
      return issue ? { fieldErrors: { ...context.fieldErrors, [event.limit]: issue } } : {}
    }),
    startLimit: assign(({ context, event }) =>
      event.type === 'safer.saveLimit'
        ? {
            request: limitRequest(event.limit, context.drafts[event.limit] ?? ''),
            saved: null,
            failure: null,
          }
        : {},
    ),
    startReminder: assign(({ event }) =>
      event.type === 'safer.setReminder' ? { request: { minutes: event.minutes }, failure: null } : {},
    ),
    markSaved: assign(({ context }) => {
      const request = context.request
      if (!request || !('kind' in request)) return {}
      const saved = `${request.kind}.${request.period}` as const
      const { [saved]: _, ...drafts } = context.drafts
      return { saved, drafts }
    }),
    assignAsked: assign(({ event }) =>
      event.type === 'safer.askExclusion'
        ? { asked: { kind: event.kind, days: event.days }, failure: null }
        : {},
    ),
    clearAsked: assign({ asked: null, failure: null }),
    assignExcluded: assign((_, excluded: Exclusion) => ({ excluded, asked: null })),
    emitExcluded: emit((_, exclusion: Exclusion) => ({ type: 'safer.excluded', exclusion }) as const),
    endSession: actionNotProvided('endSession'),
    assignFailure: assign((_, failure: FlowFailure) => ({ failure })),
    tick: assign(({ context }) => ({ elapsedMs: context.elapsedMs + saferTickMs })),
  },
  guards: {
    hasDraftError: ({ context, event }) =>
      event.type === 'safer.saveLimit' && draftIssue(context.drafts[event.limit] ?? '') !== null,
    hasPending: ({ context }) => soonestRemainingMs(context.settings, context.elapsedMs) !== null,
    isDue: ({ context }) =>
      (soonestRemainingMs(context.settings, context.elapsedMs) ?? Infinity) <= saferTickMs,
  },
}).createMachine({
  id: 'saferGambling',
  context: {
    settings: null,
    drafts: {},
    fieldErrors: {},
    request: null,
    saved: null,
    asked: null,
    excluded: null,
    failure: null,
    elapsedMs: 0,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: { type: 'assignSettings', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
        },
      },
    },
    failed: { on: { 'safer.retry': 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        edit: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'safer.change': { actions: 'assignDraft' },
                'safer.saveLimit': [
                  { guard: 'hasDraftError', actions: 'assignDraftError' },
                  { target: 'savingLimit', actions: 'startLimit' },
                ],
                'safer.setReminder': { target: 'savingReminder', actions: 'startReminder' },
                'safer.askExclusion': { target: 'confirming', actions: 'assignAsked' },
              },
            },
            savingLimit: {
              invoke: {
                id: 'saveLimit',
                src: 'saveLimit',
                input: ({ context }) => context.request as LimitRequest,
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'assignSettings', params: ({ event }) => event.output }, 'markSaved'],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
                },
              },
            },
            savingReminder: {
              invoke: {
                id: 'saveReminder',
                src: 'saveReminder',
                input: ({ context }) => context.request as { minutes: RealityCheckMinutes },
                onDone: {
                  target: 'idle',
                  actions: { type: 'assignSettings', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
                },
              },
            },
            /** It cannot be undone: the view says so and asks once more. */
            confirming: {
              on: {
                'safer.confirmExclusion': 'excluding',
                'safer.cancelExclusion': { target: 'idle', actions: 'clearAsked' },
              },
            },
            excluding: {
              invoke: {
                id: 'exclude',
                src: 'exclude',
                input: ({ context }) => context.asked ?? { kind: 'timeOut', days: 1 },
                onDone: {
                  target: '#saferGambling.excluded',
                  actions: [
                    { type: 'assignExcluded', params: ({ event }) => event.output },
                    { type: 'emitExcluded', params: ({ event }) => event.output },
                    'endSession',
                  ],
                },
                onError: {
                  target: 'confirming',
                  actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
                },
              },
            },
          },
        },
        countdown: {
          initial: 'watching',
          states: {
            watching: { always: { guard: 'hasPending', target: 'ticking' } },
            ticking: {
              after: {
                [saferTickMs]: [
                  { guard: 'isDue', target: 'refreshing', actions: 'tick' },
                  { guard: 'hasPending', target: 'ticking', reenter: true, actions: 'tick' },
                  { target: 'watching' },
                ],
              },
            },
            refreshing: {
              invoke: {
                id: 'refresh',
                src: 'refresh',
                onDone: {
                  target: 'watching',
                  actions: { type: 'assignSettings', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'stale',
                  actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
                },
              },
            },
            /** The re-read failed: the countdown stops at zero until the member retries. */
            stale: { on: { 'safer.retry': 'refreshing' } },
          },
        },
      },
    },
    /** Signed out; the page shows until when, then the app leaves it. */
    excluded: { type: 'final' },
  },
})
