import { assign, setup } from 'xstate'
import { isApiError } from '../../api/errors'
import type { RegistrationRequest } from '../../api/schemas/member'
import type { RegistrationMode } from '../../validation/registration-rules'
import { errorOf } from '../shared/error-of'
import { type FlowFailure, flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import { smsFailureOf } from '../sms/sms.outcome'
import type { RegisterOutcome, RegisterSubmission } from './register.types'

export interface SubmitContext extends RegisterSubmission {
  botToken: string | null
  outcome: RegisterOutcome | null
}

/** Spec §8: a refused affiliate code is "invitation code wrong", whatever the server called it. */
const invitationCodeError: FlowFailure = { code: 'invitation_code_error', kind: 'business' }

/** The phone-auth route, but no code was sent to confirm (spec §8 "verify first"). */
const verifyFirst: FlowFailure = { code: 'verify_first', kind: 'phone-auth' }

function phoneAuthFailure(error: unknown): FlowFailure {
  const failure = smsFailureOf(error)
  return { code: failure.code ?? 'unknown', kind: failure.kind }
}

const failed = (failure: FlowFailure): RegisterOutcome => ({ status: 'failed', failure })

/**
 * The register modal's steps after a valid form (spec §4 "Registration"): check the affiliate code if one
 * applies, the bot check, confirm the code through the phone-auth service on that route, the register call,
 * then the automatic sign-in with the same credentials unless the register call answered a token. It never
 * fails: its output says how it ended, so the form decides what the user sees.
 */
export const registerSubmitMachine = setup({
  types: {
    context: {} as SubmitContext,
    input: {} as RegisterSubmission,
    output: {} as RegisterOutcome,
  },
  actors: {
    checkAffiliate: notProvided<unknown, { code: string; domain: string }>('checkAffiliate'),
    botCheck: notProvided<string>('botCheck'),
    confirmPhone: notProvided<unknown, { verificationId: string; code: string }>('confirmPhone'),
    /** The register call; answers the session token when the server signs the new member in at once. */
    register: notProvided<{ token: string | null }, { mode: RegistrationMode; request: RegistrationRequest }>(
      'register',
    ),
    signIn: notProvided<{ token: string }, { username: string; password: string }>('signIn'),
  },
  actions: {
    assignBotToken: assign((_, botToken: string) => ({ botToken })),
    end: assign((_, outcome: RegisterOutcome) => ({ outcome })),
  },
  guards: {
    isUnconfirmable: ({ context }) => context.phoneAuth !== null && !context.phoneAuth.verificationId,
    hasAffiliateCode: ({ context }) => context.affiliate !== null,
    isPhoneAuth: ({ context }) => context.phoneAuth !== null,
    isRefusal: (_, error: unknown) => isApiError(error) && error.kind === 'business',
    hasToken: (_, answer: { token: string | null }) => Boolean(answer.token),
    hasCredentials: ({ context }) => context.credentials !== null,
  },
}).createMachine({
  id: 'registerSubmit',
  context: ({ input }) => ({ ...input, botToken: null, outcome: null }),
  output: ({ context }) => context.outcome ?? failed({ code: 'unknown', kind: 'network' }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          guard: 'isUnconfirmable',
          target: 'finished',
          actions: { type: 'end', params: failed(verifyFirst) },
        },
        { guard: 'hasAffiliateCode', target: 'checkingAffiliate' },
        { target: 'checkingBot' },
      ],
    },
    checkingAffiliate: {
      invoke: {
        id: 'checkAffiliate',
        src: 'checkAffiliate',
        input: ({ context }) => context.affiliate ?? { code: '', domain: '' },
        onDone: 'checkingBot',
        onError: [
          {
            guard: { type: 'isRefusal', params: errorOf },
            target: 'finished',
            actions: { type: 'end', params: failed(invitationCodeError) },
          },
          {
            target: 'finished',
            actions: { type: 'end', params: ({ event }) => failed(flowFailure(event.error)) },
          },
        ],
      },
    },
    checkingBot: {
      invoke: {
        id: 'botCheck',
        src: 'botCheck',
        onDone: [
          {
            guard: 'isPhoneAuth',
            target: 'verifyingPhone',
            actions: { type: 'assignBotToken', params: ({ event }) => event.output },
          },
          { target: 'registering', actions: { type: 'assignBotToken', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'finished',
          actions: { type: 'end', params: failed({ code: 'bot_check_failed', kind: 'bot-check' }) },
        },
      },
    },
    verifyingPhone: {
      invoke: {
        id: 'confirmPhone',
        src: 'confirmPhone',
        input: ({ context }) => ({
          verificationId: context.phoneAuth?.verificationId ?? '',
          code: context.phoneAuth?.code ?? '',
        }),
        onDone: 'registering',
        onError: {
          target: 'finished',
          actions: { type: 'end', params: ({ event }) => failed(phoneAuthFailure(event.error)) },
        },
      },
    },
    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          mode: context.mode,
          request: { ...context.request, ...(context.botToken ? { botToken: context.botToken } : {}) },
        }),
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => event.output },
            target: 'finished',
            actions: {
              type: 'end',
              params: ({ event }) => ({ status: 'signedIn', token: event.output.token ?? '' }),
            },
          },
          { guard: 'hasCredentials', target: 'signingIn' },
          // No token and no password (mobile registration without MOBILENUMPASSREG3): sign in by SMS.
          {
            target: 'finished',
            actions: {
              type: 'end',
              params: { status: 'registered', failure: { code: 'no_token', kind: 'invalid-response' } },
            },
          },
        ],
        onError: {
          target: 'finished',
          actions: { type: 'end', params: ({ event }) => failed(flowFailure(event.error)) },
        },
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => context.credentials ?? { username: '', password: '' },
        onDone: {
          target: 'finished',
          actions: {
            type: 'end',
            params: ({ event }) => ({ status: 'signedIn', token: event.output.token }),
          },
        },
        onError: {
          target: 'finished',
          actions: {
            type: 'end',
            params: ({ event }) => ({ status: 'registered', failure: flowFailure(event.error) }),
          },
        },
      },
    },
    finished: { type: 'final' },
  },
})
