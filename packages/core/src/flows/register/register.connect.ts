import type { SnapshotFrom } from 'xstate'
import type { CountryCode } from '../../api/schemas/system'
import type { ValidationIssue } from '../../validation/issues'
import type { RegistrationField, RegistrationMode } from '../../validation/registration-rules'
import type { CaptchaView } from '../login/captcha.machine'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { SmsView } from '../sms/sms.connect'
import type { registerMachine } from './register.machine'
import { visibleFields } from './register.rules'
import type { RegisterEvent, RegisterField } from './register.types'

export type RegisterSnapshot = SnapshotFrom<typeof registerMachine>

/** One input of the form, in display order; `required` is the asterisk. */
export interface RegisterFieldView {
  name: RegistrationField
  required: boolean
  value: string
  error: ValidationIssue | null
  /** What the field accepts (pattern, lengths), shown beside it before typing; null when it says itself. */
  rule: ValidationIssue | null
}

export interface RegisterView {
  status: 'loading' | 'rulesFailed' | 'editing' | 'submitting' | 'done'
  mode: RegistrationMode
  modes: readonly RegistrationMode[]
  /** Both modes are on: show the selector. */
  canSwitchMode: boolean
  fields: RegisterFieldView[]
  /** Beside the mobile number, when it is shown. */
  dialingCode: { value: string; options: readonly CountryCode[] }
  agreement: { agreed: boolean; error: ValidationIssue | null }
  /** The SMS button, when the form has a verification code. */
  sms: SmsView
  /** The captcha image, when the form has a captcha. */
  captcha: CaptchaView
  submitting: boolean
  failure: FlowFailure | null
  canSubmit: boolean
  loadingRules: boolean
  rulesFailed: boolean
}

/** Snapshot → what the register modal needs. Pure. */
function viewOfRegister(snapshot: RegisterSnapshot): RegisterView {
  const { context } = snapshot
  const status = (['loading', 'rulesFailed', 'editing', 'submitting'] as const).find((state) =>
    snapshot.matches(state),
  )
  const fields = visibleFields(context).map(({ name, required, rule }) => ({
    name,
    required,
    rule,
    value: context.fields[name],
    error: context.fieldErrors[name] ?? null,
  }))
  return {
    status: status ?? 'done',
    mode: context.mode,
    modes: context.modes,
    canSwitchMode: context.modes.length > 1,
    fields,
    dialingCode: { value: context.fields.countryDialingCode, options: context.countryCodes },
    agreement: { agreed: context.agreed, error: context.fieldErrors.agreement ?? null },
    sms: context.sms,
    captcha: context.captcha,
    submitting: status === 'submitting',
    failure: context.failure,
    canSubmit: status === 'editing',
    loadingRules: status === 'loading',
    rulesFailed: status === 'rulesFailed',
  }
}

/** What a view may ask of the register flow. */
export const registerIntents = /* @__PURE__ */ defineIntents((send: Send<RegisterEvent>) => ({
  change: (field: RegisterField, value: string) => send({ type: 'register.change', field, value }),
  setAgreed: (on: boolean) => send({ type: 'register.agree', on }),
  switchMode: (to: RegistrationMode) => send({ type: 'register.switchMode', to }),
  reset: () => send({ type: 'register.reset' }),
  sendCode: () => send({ type: 'register.sendCode' }),
  refreshCaptcha: () => send({ type: 'register.refreshCaptcha' }),
  dismiss: () => send({ type: 'register.dismiss' }),
  submit: () => send({ type: 'register.submit' }),
  retry: () => send({ type: 'register.retry' }),
}))

export type RegisterIntents = ReturnType<typeof registerIntents>

/** Snapshot → the view-model a register view renders, with its intents bound to the actor's `send`. Pure. */
export const connectRegister: Connect<RegisterSnapshot, RegisterEvent, RegisterView & RegisterIntents> =
  /* @__PURE__ */ defineConnect(viewOfRegister, registerIntents)
