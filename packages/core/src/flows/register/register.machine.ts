import { and, assign, emit, sendTo, setup } from 'xstate'
import { captchaMachine, captchaView } from '../login/captcha.machine'
import type { FlowEmitted } from '../shared/emitted'
import type { FlowFailure } from '../shared/failure'
import { flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { connectSms } from '../sms/sms.connect'
import { smsMachine } from '../sms/sms.machine'
import {
  blankFields,
  defaultDialingCode,
  failureOf,
  initialContext,
  isShown,
  mobileIssue,
  submissionOf,
  tokenOf,
  validateRegistration,
} from './register.rules'
import type {
  RegisterContext,
  RegisterEvent,
  RegisterInput,
  RegisterOutcome,
  RegisterSettings,
  RegisterSubmission,
} from './register.types'
import { registerSubmitMachine } from './register-submit.machine'

/**
 * The register modal (spec §2, §4 "Registration", §5): load the field rules and dialing codes, then the form
 * in one of two modes, the SMS button (`sms` child), the captcha (`captcha` child) and the submission (`submit`
 * child: affiliate check, bot check, phone-auth, register call, automatic sign-in). Success hands the token to
 * the session and goes to /; failures are codes and the form survives them.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
    emitted: {} as FlowEmitted,
    // Named children: the declarations TypeScript prints for the machine then type-check without skipLibCheck.
    children: {} as { sms: 'sms'; captcha: 'captcha'; loadSettings: 'loadSettings'; submit: 'submit' },
  },
  actors: {
    /** The field rules (cached for the session by the binding) and the dialing codes. */
    loadSettings: notProvided<RegisterSettings>('loadSettings'),
    sms: smsMachine,
    captcha: captchaMachine,
    submit: registerSubmitMachine,
  },
  actions: {
    startSession: actionNotProvided('startSession') as (
      _: unknown,
      params: { token: string; firstLogin: boolean },
    ) => void,
    assignSettings: assign(({ context }, { rules, countryCodes }: RegisterSettings) => {
      const dialingCode = defaultDialingCode(countryCodes, context.site.country)
      return {
        rules,
        countryCodes,
        defaultDialingCode: dialingCode,
        fields: { ...context.fields, countryDialingCode: dialingCode },
      }
    }),
    assignField: assign(({ context, event }) =>
      event.type === 'register.change' ? { fields: { ...context.fields, [event.field]: event.value } } : {},
    ),
    assignAgreed: assign(({ event }) => (event.type === 'register.agree' ? { agreed: event.on } : {})),
    assignMode: assign(({ event }) =>
      event.type === 'register.switchMode' ? { mode: event.to, fieldErrors: {}, failure: null } : {},
    ),
    resetForm: assign(({ context }) => ({
      fields: blankFields(context.defaultDialingCode),
      agreed: false,
      fieldErrors: {},
      failure: null,
    })),
    assignFieldErrors: assign(({ context }) => {
      const result = validateRegistration(context)
      return { fieldErrors: result.success ? {} : result.errors }
    }),
    assignMobileIssue: assign(({ context }) => {
      const { mobileNum: _previous, ...others } = context.fieldErrors
      const issue = mobileIssue(context)
      return { fieldErrors: issue ? { ...others, mobileNum: issue } : others }
    }),
    startAttempt: assign(({ context }) => {
      const result = validateRegistration(context)
      return {
        fieldErrors: {},
        failure: null,
        submission: result.success ? submissionOf(context, result.values) : null,
      }
    }),
    /** The attempt is over: the copy of the password it carried goes with it. */
    endAttempt: assign({ submission: null }),
    assignFailure: assign((_, failure: FlowFailure) => ({ failure })),
    dismiss: assign({ failure: null }),
    assignSms: assign((_, sms: Pick<RegisterContext, 'sms' | 'verificationId'>) => sms),
    assignCaptcha: assign((_, captcha: RegisterContext['captcha']) => ({ captcha })),
    sendCode: sendTo('sms', ({ context }) => ({
      type: 'sms.send' as const,
      mobile: context.fields.mobileNum,
      countryCode: context.fields.countryDialingCode,
    })),
    dismissSms: sendTo('sms', { type: 'sms.dismiss' }),
    loadCaptcha: sendTo('captcha', { type: 'captcha.load' }),
    /** The spent image goes at once, so nobody types an answer to it while the fresh one loads. */
    clearCaptcha: assign(({ context }) =>
      isShown(context, 'captcha')
        ? {
            fields: { ...context.fields, captcha: '' },
            captcha: { image: null, loading: true, failed: false },
          }
        : {},
    ),
    refreshCaptcha: sendTo('captcha', { type: 'captcha.refresh' }),
    goHome: emit({ type: 'navigate', to: '/', replace: true } as const),
    noticeSignInRequired: emit({ type: 'notice', code: 'register.signInRequired' } as const),
    goToLogin: emit({ type: 'navigate', to: '/login', replace: true } as const),
  },
  guards: {
    canSwitchTo: ({ context, event }) =>
      event.type === 'register.switchMode' && event.to !== context.mode && context.modes.includes(event.to),
    hasFieldErrors: ({ context }) => !validateRegistration(context).success,
    isMobileShown: ({ context }) => isShown(context, 'mobileNum'),
    isMobileValid: ({ context }) => mobileIssue(context) === null,
    isCaptchaShown: ({ context }) => isShown(context, 'captcha'),
    isSignedIn: (_, outcome: RegisterOutcome) => outcome.status === 'signedIn',
    isRegistered: (_, outcome: RegisterOutcome) => outcome.status === 'registered',
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => initialContext(input),
  // The children's snapshots are copied into context so a view watching this actor sees them change.
  invoke: [
    {
      id: 'sms',
      src: 'sms',
      input: ({ context }) => ({ route: context.phoneAuth ? 'phoneAuth' : 'sms' }),
      onSnapshot: {
        actions: {
          type: 'assignSms',
          params: ({ event }) => ({
            sms: connectSms(event.snapshot),
            verificationId: event.snapshot.context.verificationId,
          }),
        },
      },
    },
    {
      id: 'captcha',
      src: 'captcha',
      onSnapshot: { actions: { type: 'assignCaptcha', params: ({ event }) => captchaView(event.snapshot) } },
    },
  ],
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: {
          target: 'editing',
          actions: { type: 'assignSettings', params: ({ event }) => event.output },
        },
        onError: 'rulesFailed',
      },
    },
    rulesFailed: {
      on: { 'register.retry': 'loading' },
    },
    editing: {
      // On the way in from loading, and after every attempt: the server spends a captcha answer on each.
      initial: 'entering',
      states: {
        entering: {
          always: [{ guard: 'isCaptchaShown', target: 'ready', actions: 'loadCaptcha' }, { target: 'ready' }],
        },
        ready: {},
      },
      on: {
        'register.change': { actions: 'assignField' },
        'register.agree': { actions: 'assignAgreed' },
        'register.switchMode': { guard: 'canSwitchTo', actions: 'assignMode' },
        'register.reset': { actions: 'resetForm' },
        'register.dismiss': { actions: ['dismiss', 'dismissSms'] },
        'register.refreshCaptcha': { guard: 'isCaptchaShown', actions: 'refreshCaptcha' },
        'register.sendCode': [
          { guard: and(['isMobileShown', 'isMobileValid']), actions: ['assignMobileIssue', 'sendCode'] },
          { guard: 'isMobileShown', actions: 'assignMobileIssue' },
        ],
        'register.submit': [
          { guard: 'hasFieldErrors', actions: 'assignFieldErrors' },
          { target: 'submitting', actions: 'startAttempt' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => context.submission as RegisterSubmission,
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: [
              {
                type: 'startSession',
                params: ({ event }) => ({ token: tokenOf(event.output), firstLogin: true }),
              },
              'endAttempt',
              'goHome',
            ],
          },
          {
            guard: { type: 'isRegistered', params: ({ event }) => event.output },
            target: 'registered',
            actions: ['endAttempt', 'noticeSignInRequired', 'goToLogin'],
          },
          {
            target: 'editing',
            actions: [
              'endAttempt',
              { type: 'assignFailure', params: ({ event }) => failureOf(event.output) },
              // The answer was spent with the attempt; a fresh image comes on entry.
              'clearCaptcha',
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            'endAttempt',
            { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
            'clearCaptcha',
          ],
        },
      },
    },
    signedIn: { type: 'final' },
    registered: { type: 'final' },
  },
})
