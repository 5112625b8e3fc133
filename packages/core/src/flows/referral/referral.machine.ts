import { assign, setup } from 'xstate'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import type { ReferralContext, ReferralEvent, ReferralRecord } from './referral.types'

/** How long "Copied" shows after a copy. */
export const referralCopiedMs = 2000

/**
 * Invite friends (the original's `referral` page), a screen flow: the member's code and income, the invitees
 * and the rules, loaded together; a failure offers a retry. Copying is the app's (the clipboard); the flow
 * only remembers what was copied, for a moment.
 */
export const referralMachine = setup({
  types: {
    context: {} as ReferralContext,
    events: {} as ReferralEvent,
    children: {} as { loadReferral: 'loadReferral' },
  },
  actors: { loadReferral: notProvided<ReferralRecord, void>('loadReferral') },
  actions: {
    assignRecord: assign((_, record: ReferralRecord) => ({ record, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    assignCopied: assign(({ event }) => (event.type === 'referral.copied' ? { copied: event.what } : {})),
    clearCopied: assign({ copied: null }),
  },
}).createMachine({
  id: 'referral',
  context: { record: null, failure: null, copied: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReferral',
        src: 'loadReferral',
        onDone: { target: 'ready', actions: { type: 'assignRecord', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'referral.refresh': '#referral.loading',
        'referral.copied': { target: '.copied', reenter: true, actions: 'assignCopied' },
      },
      exit: 'clearCopied',
      states: {
        idle: {},
        copied: { after: { [referralCopiedMs]: { target: 'idle', actions: 'clearCopied' } } },
      },
    },
    failed: { on: { 'referral.retry': 'loading', 'referral.refresh': 'loading' } },
  },
})
