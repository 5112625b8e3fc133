import { assign, emit, sendTo, setup } from 'xstate'
import type { LoginResponse, MemberInfo } from '../../api/schemas/session'
import { hasErrors } from '../../validation/issues'
import type { SessionStart } from '../session/session.types'
import { errorOf } from '../shared/error-of'
import { type FlowFailure, flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { captchaMachine, captchaView } from './captcha.machine'
import {
  asksForCaptcha,
  initialContext,
  passwordChangeReason,
  rememberedOf,
  secondCheckMethodsOf,
  sessionOf,
  submission,
  validateLogin,
} from './login.rules'
import type {
  LoginContext,
  LoginEmitted,
  LoginEvent,
  LoginInput,
  PasswordChangeReason,
  SecondCheckMethod,
  SubmitLoginInput,
} from './login.types'

/**
 * Sign-in (spec §4 "Login flow"): validate, bot check (not for SMS), the login call, then hand the token to the
 * session and send the user on: to /changePassword when the password must change, else to / (or /agentHome)
 * once the session has the member. Failures are codes; the fields survive every failure.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    emitted: {} as LoginEmitted,
    // Named children: the declarations TypeScript prints for the machine then type-check without skipLibCheck.
    children: {} as {
      captcha: 'captcha'
      botCheck: 'botCheck'
      submitLogin: 'submitLogin'
      awaitMember: 'awaitMember'
    },
  },
  actors: {
    captcha: captchaMachine,
    botCheck: notProvided<string>('botCheck'),
    submitLogin: notProvided<LoginResponse, SubmitLoginInput>('submitLogin'),
    /** Resolves once the session has loaded the member (the session loads it after `session.start`). */
    awaitMember: notProvided<MemberInfo>('awaitMember'),
  },
  actions: {
    startSession: actionNotProvided('startSession') as (_: unknown, params: SessionStart) => void,
    /**
     * Remember me, after a successful login: ticked, the username (and the mobile number in sms mode) go into
     * cookies for a day; unticked (null), they are deleted. The password is never among them.
     */
    applyRememberMe: actionNotProvided('applyRememberMe') as (
      _: unknown,
      params: { username: string | null; mobileNum: string | null } | null,
    ) => void,
    assignField: assign(({ context, event }) =>
      event.type === 'login.change' ? { fields: { ...context.fields, [event.field]: event.value } } : {},
    ),
    assignType: assign(({ event }) =>
      event.type === 'login.switchType' ? { type: event.to, fieldErrors: {}, failure: null } : {},
    ),
    assignAgreed: assign(({ event }) => (event.type === 'login.agree' ? { agreed: event.on } : {})),
    assignRemember: assign(({ event }) => (event.type === 'login.remember' ? { remember: event.on } : {})),
    assignFieldErrors: assign(({ context }) => ({ fieldErrors: validateLogin(context) })),
    startAttempt: assign({ fieldErrors: {}, failure: null, botToken: null, secondFactor: null }),
    assignCaptcha: assign((_, captcha: LoginContext['captcha']) => ({ captcha })),
    assignBotToken: assign((_, botToken: string) => ({ botToken })),
    assignFailure: assign((_, failure: FlowFailure) => ({ failure })),
    assignSecondCheck: assign((_, methods: SecondCheckMethod[]) => ({ secondCheck: methods, failure: null })),
    assignSecondFactor: assign(({ event }) =>
      event.type === 'login.secondCheck'
        ? { secondFactor: { method: event.method, value: event.value.trim() }, failure: null }
        : {},
    ),
    endSecondCheck: assign({ secondCheck: null, secondFactor: null }),
    /** The server consumed the last captcha answer (or asked for one): show the field with a fresh image. */
    showCaptcha: assign(({ context }) => ({
      captchaShown: true,
      fields: { ...context.fields, captcha: '' },
    })),
    loadCaptcha: sendTo('captcha', { type: 'captcha.load' }),
    refreshCaptcha: sendTo('captcha', { type: 'captcha.refresh' }),
    requirePasswordChange: emit(
      (_, params: { reason: PasswordChangeReason }) =>
        ({ type: 'password.changeRequired', ...params }) as const,
    ),
    goToChangePassword: emit({ type: 'navigate', to: '/changePassword', replace: true } as const),
    goHome: emit(({ context }) => ({
      type: 'navigate' as const,
      to: context.audience === 'agent' ? '/agentHome' : '/',
      replace: true,
    })),
  },
  guards: {
    canSwitchTo: ({ context, event }) =>
      event.type === 'login.switchType' && event.to !== context.type && context.types.includes(event.to),
    hasFieldErrors: ({ context }) => hasErrors(validateLogin(context)),
    isSmsLogin: ({ context }) => context.type === 'sms',
    isCaptchaShown: ({ context }) => context.captchaShown,
    mustChangePassword: (_, answer: LoginResponse) => passwordChangeReason(answer) !== null,
    isSecondCheck: (_, error: unknown) => secondCheckMethodsOf(error) !== null,
    asksForCaptcha: (_, error: unknown) => asksForCaptcha(error),
    isOfferedMethod: ({ context, event }) =>
      event.type === 'login.secondCheck' &&
      event.value.trim() !== '' &&
      (context.secondCheck ?? []).includes(event.method),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => initialContext(input),
  // The child's snapshot is copied into context so a view watching this actor sees the image arrive.
  invoke: {
    id: 'captcha',
    src: 'captcha',
    onSnapshot: { actions: { type: 'assignCaptcha', params: ({ event }) => captchaView(event.snapshot) } },
  },
  on: {
    'login.refreshCaptcha': { guard: 'isCaptchaShown', actions: 'refreshCaptcha' },
  },
  initial: 'editing',
  states: {
    editing: {
      // Only here: what a running attempt sent must stay what its answer is judged against.
      on: {
        'login.change': { actions: 'assignField' },
        'login.agree': { actions: 'assignAgreed' },
        'login.remember': { actions: 'assignRemember' },
        'login.switchType': { guard: 'canSwitchTo', actions: 'assignType' },
        'login.submit': [
          { guard: 'hasFieldErrors', actions: 'assignFieldErrors' },
          { guard: 'isSmsLogin', target: 'submitting', actions: 'startAttempt' },
          { target: 'checkingBot', actions: 'startAttempt' },
        ],
      },
    },
    checkingBot: {
      invoke: {
        id: 'botCheck',
        src: 'botCheck',
        onDone: {
          target: 'submitting',
          actions: { type: 'assignBotToken', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: { code: 'bot_check_failed', kind: 'bot-check' } },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => submission(context),
        onDone: [
          {
            guard: { type: 'mustChangePassword', params: ({ event }) => event.output },
            target: 'changingPassword',
            actions: [
              {
                type: 'startSession',
                params: ({ context, event }) => ({
                  ...sessionOf(event.output),
                  passwordChange: {
                    reason: passwordChangeReason(event.output) ?? 'default',
                    oldPassword: context.fields.password,
                  },
                }),
              },
              { type: 'applyRememberMe', params: ({ context }) => rememberedOf(context) },
              {
                type: 'requirePasswordChange',
                params: ({ event }) => ({
                  reason: passwordChangeReason(event.output) ?? 'default',
                }),
              },
              'goToChangePassword',
            ],
          },
          {
            target: 'awaitingMember',
            actions: [
              { type: 'startSession', params: ({ event }) => sessionOf(event.output) },
              { type: 'applyRememberMe', params: ({ context }) => rememberedOf(context) },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isSecondCheck', params: errorOf },
            target: 'secondCheck',
            actions: {
              type: 'assignSecondCheck',
              params: ({ event }) => secondCheckMethodsOf(event.error) ?? [],
            },
          },
          {
            guard: { type: 'asksForCaptcha', params: errorOf },
            target: 'editing',
            actions: [
              'endSecondCheck',
              { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
              'showCaptcha',
              'loadCaptcha',
            ],
          },
          {
            target: 'editing',
            actions: [
              'endSecondCheck',
              { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
            ],
          },
        ],
      },
    },
    secondCheck: {
      on: {
        'login.secondCheck': {
          guard: 'isOfferedMethod',
          target: 'submitting',
          actions: 'assignSecondFactor',
        },
        'login.cancel': { target: 'editing', actions: 'endSecondCheck' },
      },
    },
    awaitingMember: {
      invoke: {
        id: 'awaitMember',
        src: 'awaitMember',
        onDone: { target: 'signedIn', actions: 'goHome' },
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: { code: 'member_info_failed', kind: 'network' } },
        },
      },
    },
    changingPassword: { type: 'final' },
    signedIn: { type: 'final' },
  },
})
