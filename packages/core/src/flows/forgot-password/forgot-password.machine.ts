import { assign, emit, sendTo, setup } from 'xstate'
import type { CountryCode } from '../../api/schemas/system'
import type { FlowEmitted } from '../shared/emitted'
import { type FlowFailure, flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { connectSms } from '../sms/sms.connect'
import { smsMachine } from '../sms/sms.machine'
import {
  canMailCode,
  initialContext,
  resetEmailRequest,
  setPasswordRequest,
  signInRequest,
  validateForgotPassword,
  withCountryCodes,
} from './forgot-password.rules'
import type {
  ForgotPasswordContext,
  ForgotPasswordEvent,
  ForgotPasswordInput,
  ResetEmailRequest,
  SetPasswordRequest,
} from './forgot-password.types'

/**
 * Forgot password (spec §4, §5; issue 31). By e-mail: the platform mails a reset code (a notice), then the form
 * asks for it and the new password. By mobile: the SMS button (`sms` child) sends the code. Either way the new
 * password is set with the code, then the automatic sign-in with it, the token to the session and home.
 * Failures are codes and the form survives them.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    emitted: {} as FlowEmitted,
    // Named children: the declarations TypeScript prints for the machine then type-check without skipLibCheck.
    children: {} as {
      sms: 'sms'
      loadCountryCodes: 'loadCountryCodes'
      sendResetEmail: 'sendResetEmail'
      setPassword: 'setPassword'
      signIn: 'signIn'
    },
  },
  actors: {
    /** The dialing codes; without them the user types the code. */
    loadCountryCodes: notProvided<readonly CountryCode[]>('loadCountryCodes'),
    sms: smsMachine,
    sendResetEmail: notProvided<unknown, ResetEmailRequest>('sendResetEmail'),
    setPassword: notProvided<unknown, SetPasswordRequest>('setPassword'),
    signIn: notProvided<{ token: string; firstTimeLogin: boolean }, { username: string; password: string }>(
      'signIn',
    ),
  },
  actions: {
    startSession: actionNotProvided('startSession') as (
      _: unknown,
      params: { token: string; firstLogin: boolean },
    ) => void,
    assignCountryCodes: assign(({ context }, codes: readonly CountryCode[]) =>
      withCountryCodes(context, codes),
    ),
    assignMethod: assign(({ event }) =>
      event.type === 'forgotPassword.switchMethod'
        ? { method: event.to, fieldErrors: {}, failure: null }
        : {},
    ),
    assignField: assign(({ context, event }) =>
      event.type === 'forgotPassword.change'
        ? { fields: { ...context.fields, [event.field]: event.value } }
        : {},
    ),
    assignFieldErrors: assign(({ context }) => {
      const result = validateForgotPassword(context)
      return { fieldErrors: result.success ? {} : result.errors }
    }),
    startAttempt: assign({ fieldErrors: {}, failure: null }),
    assignFailure: assign((_, failure: FlowFailure) => ({ failure })),
    dismiss: assign({ failure: null }),
    assignEmailCodeSent: assign({ emailCodeSent: true }),
    assignSms: assign((_, sms: ForgotPasswordContext['sms']) => ({ sms })),
    sendCode: sendTo('sms', ({ context }) => ({
      type: 'sms.send' as const,
      mobile: context.fields.mobileNum,
      countryCode: context.fields.countryDialingCode,
    })),
    dismissSms: sendTo('sms', { type: 'sms.dismiss' }),
    /** The reset is done: nothing in memory keeps the new password. */
    forgetPassword: assign(({ context }) => ({ fields: { ...context.fields, newPassword: '' } })),
    noticeEmailSent: emit({ type: 'notice', code: 'password.emailSent' } as const),
    noticeReset: emit({ type: 'notice', code: 'password.reset' } as const),
    goHome: emit({ type: 'navigate', to: '/', replace: true } as const),
    goToLogin: emit({ type: 'navigate', to: '/login', replace: true } as const),
  },
  guards: {
    canSwitchTo: ({ context, event }) =>
      event.type === 'forgotPassword.switchMethod' &&
      event.to !== context.method &&
      context.methods.includes(event.to),
    hasFieldErrors: ({ context }) => !validateForgotPassword(context).success,
    isByMobile: ({ context }) => context.method === 'mobileNum',
    isEmailCodeSent: ({ context }) => context.method === 'email' && context.emailCodeSent,
    canMailCode: ({ context }) => context.emailCodeSent && canMailCode(context),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => initialContext(input),
  invoke: {
    id: 'sms',
    src: 'sms',
    input: { route: 'sms' },
    onSnapshot: { actions: { type: 'assignSms', params: ({ event }) => connectSms(event.snapshot) } },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCountryCodes',
        src: 'loadCountryCodes',
        onDone: {
          target: 'editing',
          actions: { type: 'assignCountryCodes', params: ({ event }) => event.output },
        },
        onError: 'editing',
      },
    },
    editing: {
      on: {
        'forgotPassword.switchMethod': { guard: 'canSwitchTo', actions: 'assignMethod' },
        'forgotPassword.change': { actions: 'assignField' },
        'forgotPassword.dismiss': { actions: ['dismiss', 'dismissSms'] },
        'forgotPassword.sendCode': [
          { guard: 'isByMobile', actions: 'sendCode' },
          { guard: 'canMailCode', target: 'emailing', actions: 'startAttempt' },
        ],
        'forgotPassword.submit': [
          { guard: 'hasFieldErrors', actions: 'assignFieldErrors' },
          { guard: 'isByMobile', target: 'settingPassword', actions: 'startAttempt' },
          { guard: 'isEmailCodeSent', target: 'settingPassword', actions: 'startAttempt' },
          { target: 'emailing', actions: 'startAttempt' },
        ],
      },
    },
    emailing: {
      invoke: {
        id: 'sendResetEmail',
        src: 'sendResetEmail',
        input: ({ context }) => resetEmailRequest(context),
        onDone: { target: 'editing', actions: ['assignEmailCodeSent', 'noticeEmailSent'] },
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
        },
      },
    },
    settingPassword: {
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => setPasswordRequest(context),
        onDone: 'signingIn',
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
        },
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => signInRequest(context),
        onDone: {
          target: 'signedIn',
          actions: [
            {
              type: 'startSession',
              params: ({ event }) => ({ token: event.output.token, firstLogin: event.output.firstTimeLogin }),
            },
            'forgetPassword',
            'goHome',
          ],
        },
        // The password is changed all the same; spec §4: "after a password reset the user must otherwise log in".
        onError: { target: 'passwordReset', actions: ['forgetPassword', 'noticeReset', 'goToLogin'] },
      },
    },
    signedIn: { type: 'final' },
    passwordReset: { type: 'final' },
  },
})
