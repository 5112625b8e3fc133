import { assign, setup } from 'xstate'
import type { AuthenticatorPurpose } from '../../api/schemas/security'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { codeIssue } from './two-factor.rules'
import type {
  AuthenticatorSecret,
  AuthenticatorStatus,
  TwoFactorContext,
  TwoFactorEvent,
} from './two-factor.types'

/**
 * The authenticator app of the security centre, a screen flow: off → a secret issued (the page shows its QR
 * code) → a code from the app turns it on; on → a code turns it off. One request per submit; a refused code
 * stays as typed with the platform's reason. `afterChange` tells the security centre's summary.
 */
export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    children: {} as { loadStatus: 'loadStatus'; issueSecret: 'issueSecret'; verify: 'verify' },
  },
  actors: {
    loadStatus: notProvided<AuthenticatorStatus>('loadStatus'),
    issueSecret: notProvided<AuthenticatorSecret>('issueSecret'),
    verify: notProvided<unknown, { purpose: AuthenticatorPurpose; code: string }>('verify'),
  },
  actions: {
    afterChange: actionNotProvided('afterChange'),
    assignSecret: assign((_, secret: AuthenticatorSecret) => ({ secret, code: '', failure: null })),
    assignCode: assign(({ event }) =>
      event.type === 'twoFactor.change'
        ? { code: event.code, codeIssue: null, failure: null, changed: null }
        : {},
    ),
    assignCodeIssue: assign(({ context }) => ({
      codeIssue: codeIssue(context.code, context.secret?.digits),
    })),
    startRequest: assign({ failure: null, codeIssue: null, changed: null }),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    assignChanged: assign((_, changed: 'enabled' | 'disabled') => ({ changed, secret: null, code: '' })),
    dropSecret: assign({ secret: null, code: '', codeIssue: null, failure: null }),
  },
  guards: {
    isOn: (_, status: AuthenticatorStatus) => status.enabled,
    codeInvalid: ({ context }) => codeIssue(context.code, context.secret?.digits) !== null,
  },
}).createMachine({
  id: 'twoFactor',
  context: { secret: null, code: '', codeIssue: null, failure: null, changed: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          { guard: { type: 'isOn', params: ({ event }) => event.output }, target: 'on' },
          { target: 'off' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    failed: { on: { 'twoFactor.retry': { target: 'loading', actions: 'startRequest' } } },
    off: { on: { 'twoFactor.bind': { target: 'issuing', actions: 'startRequest' } } },
    issuing: {
      invoke: {
        id: 'issueSecret',
        src: 'issueSecret',
        onDone: { target: 'binding', actions: { type: 'assignSecret', params: ({ event }) => event.output } },
        onError: {
          target: 'off',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    binding: {
      on: {
        'twoFactor.change': { actions: 'assignCode' },
        'twoFactor.submit': [
          { guard: 'codeInvalid', actions: 'assignCodeIssue' },
          { target: 'enabling', actions: 'startRequest' },
        ],
        'twoFactor.cancel': { target: 'off', actions: 'dropSecret' },
      },
    },
    enabling: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => ({ purpose: 'enable' as const, code: context.code.trim() }),
        onDone: { target: 'on', actions: [{ type: 'assignChanged', params: 'enabled' }, 'afterChange'] },
        onError: {
          target: 'binding',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    on: {
      on: {
        'twoFactor.change': { actions: 'assignCode' },
        'twoFactor.submit': [
          { guard: 'codeInvalid', actions: 'assignCodeIssue' },
          { target: 'disabling', actions: 'startRequest' },
        ],
      },
    },
    disabling: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => ({ purpose: 'disable' as const, code: context.code.trim() }),
        onDone: { target: 'off', actions: [{ type: 'assignChanged', params: 'disabled' }, 'afterChange'] },
        onError: {
          target: 'on',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
  },
})
