import type { SnapshotFrom } from 'xstate'
import type { FieldErrors } from '../../validation/issues'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { loginMachine } from './login.machine'
import { captchaApplies } from './login.rules'
import type {
  LoginAudience,
  LoginErrorField,
  LoginEvent,
  LoginField,
  LoginFields,
  LoginType,
  SecondCheckMethod,
} from './login.types'

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>

export interface LoginView {
  status: 'editing' | 'checkingBot' | 'submitting' | 'secondCheck' | 'awaitingMember' | 'done'
  /** Member or agent side: an agent account is opened by its upline, so the agent side offers no registration. */
  audience: LoginAudience
  type: LoginType
  /** Both types are on: show the selector. */
  canSwitchType: boolean
  types: readonly LoginType[]
  fields: LoginFields
  agreed: boolean
  remember: boolean
  fieldErrors: FieldErrors<LoginErrorField>
  /** Anything between the click and the answer: bot check, the call, the member load. Shows the loader. */
  submitting: boolean
  captcha: { shown: boolean; image: string | null; loading: boolean; failed: boolean }
  /** The new-IP second check the server asked for: which factors the view may offer. */
  secondCheck: { methods: readonly SecondCheckMethod[] } | null
  failure: FlowFailure | null
  canSubmit: boolean
}

/** Snapshot → what a login form needs. Pure. */
function viewOfLogin(snapshot: LoginSnapshot): LoginView {
  const { context } = snapshot
  const status = (['editing', 'checkingBot', 'submitting', 'secondCheck', 'awaitingMember'] as const).find(
    (state) => snapshot.matches(state),
  )
  const submitting = status === 'checkingBot' || status === 'submitting' || status === 'awaitingMember'
  return {
    status: status ?? 'done',
    audience: context.audience,
    type: context.type,
    canSwitchType: context.types.length > 1,
    types: context.types,
    fields: context.fields,
    agreed: context.agreed,
    remember: context.remember,
    fieldErrors: context.fieldErrors,
    submitting,
    captcha: { shown: captchaApplies(context), ...context.captcha },
    secondCheck: context.secondCheck ? { methods: context.secondCheck } : null,
    failure: context.failure,
    canSubmit: status === 'editing',
  }
}

/** What a view may ask of the login flow. */
export const loginIntents = /* @__PURE__ */ defineIntents((send: Send<LoginEvent>) => ({
  change: (field: LoginField, value: string) => send({ type: 'login.change', field, value }),
  switchType: (to: LoginType) => send({ type: 'login.switchType', to }),
  setAgreed: (on: boolean) => send({ type: 'login.agree', on }),
  setRemember: (on: boolean) => send({ type: 'login.remember', on }),
  refreshCaptcha: () => send({ type: 'login.refreshCaptcha' }),
  submit: () => send({ type: 'login.submit' }),
  answerSecondCheck: (method: SecondCheckMethod, value: string) =>
    send({ type: 'login.secondCheck', method, value }),
  cancelSecondCheck: () => send({ type: 'login.cancel' }),
}))

export type LoginIntents = ReturnType<typeof loginIntents>

/** Snapshot → the view-model a login view renders, with its intents bound to the actor's `send`. Pure. */
export const connectLogin: Connect<LoginSnapshot, LoginEvent, LoginView & LoginIntents> =
  /* @__PURE__ */ defineConnect(viewOfLogin, loginIntents)
