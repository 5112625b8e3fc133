import { assign, emit, setup } from 'xstate'
import { mobileIssue } from '../../validation/formats'
import { notProvided } from '../shared/not-provided'
import { countdownSeconds, smsFailureOf } from './sms.outcome'
import type { SmsContext, SmsEmitted, SmsEvent, SmsFailure, SmsInput, SmsRequest, SmsSent } from './sms.types'

/**
 * The SMS button shared by login, registration and forgot password. The form owns the number fields and
 * sends `sms.send` with their values; this machine owns the button: the number check, the throttle, the send
 * and the countdown (spec §4 "SMS button", §9).
 */
export const smsMachine = setup({
  types: {
    context: {} as SmsContext,
    events: {} as SmsEvent,
    input: {} as SmsInput,
    emitted: {} as SmsEmitted,
  },
  actors: {
    /** Bound by the caller to `smsCodeNoLogin`, `smsCodeRegister` or the phone-auth port. */
    sendCode: notProvided<SmsSent | null | undefined, SmsRequest>('sendCode'),
  },
  actions: {
    assignIssue: assign(({ event }) => {
      if (event.type !== 'sms.send') return {}
      return { issue: mobileIssue(event.mobile), failure: null }
    }),
    assignRequest: assign(({ event }) => {
      if (event.type !== 'sms.send') return {}
      return {
        request: { mobile: event.mobile.trim(), countryCode: event.countryCode.trim() },
        issue: null,
        failure: null,
      }
    }),
    startCountdown: assign(({ context }, sent: SmsSent | null | undefined) => {
      const seconds = countdownSeconds(context.route, sent)
      return { secondsLeft: seconds, countdownSeconds: seconds, verificationId: sent?.verificationId ?? null }
    }),
    countDown: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
    endCountdown: assign({ secondsLeft: 0 }),
    assignFailure: assign((_, failure: SmsFailure) => ({ failure })),
    clearMessages: assign({ issue: null, failure: null }),
    emitSent: emit(({ context }) => ({ type: 'sms.sent', seconds: context.countdownSeconds }) as const),
    emitFailed: emit((_, failure: SmsFailure) => ({ type: 'sms.failed', failure }) as const),
  },
  guards: {
    isMobileInvalid: ({ event }) => event.type === 'sms.send' && mobileIssue(event.mobile) !== null,
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
}).createMachine({
  id: 'sms',
  context: ({ input }) => ({
    route: input.route,
    request: null,
    secondsLeft: 0,
    countdownSeconds: 0,
    issue: null,
    failure: null,
    verificationId: null,
  }),
  initial: 'ready',
  on: { 'sms.dismiss': { actions: 'clearMessages' } },
  states: {
    ready: {
      initial: 'open',
      states: {
        open: {
          on: {
            'sms.send': [
              { guard: 'isMobileInvalid', actions: 'assignIssue' },
              { target: '#sms.sending', actions: 'assignRequest' },
            ],
          },
        },
        // Spec §9: one request a second. After a failure the button stays enabled, but a click within a
        // second of the answer is dropped, as a leading-edge throttle drops it.
        throttled: { after: { 1000: 'open' } },
      },
    },
    // A click while the request is in flight is dropped too: no `sms.send` here.
    sending: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        // Set by assignRequest on the only way in.
        input: ({ context }) => context.request as SmsRequest,
        onDone: {
          target: 'coolingDown',
          actions: [{ type: 'startCountdown', params: ({ event }) => event.output }, 'emitSent'],
        },
        onError: {
          target: 'ready.throttled',
          actions: [
            { type: 'assignFailure', params: ({ event }) => smsFailureOf(event.error) },
            { type: 'emitFailed', params: ({ event }) => smsFailureOf(event.error) },
          ],
        },
      },
    },
    // One tick a second by re-entering, so the clock (real or simulated) drives it and leaving stops it.
    coolingDown: {
      after: {
        1000: [
          { guard: 'isLastSecond', target: 'ready', actions: 'endCountdown' },
          { target: 'coolingDown', reenter: true, actions: 'countDown' },
        ],
      },
    },
  },
})
