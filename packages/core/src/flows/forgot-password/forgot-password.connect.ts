import type { SnapshotFrom } from 'xstate'
import type { CountryCode } from '../../api/schemas/system'
import type { FieldErrors } from '../../validation/issues'
import type { ForgotPasswordFormField, ForgotPasswordMethod } from '../../validation/sign-in-rules'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { SmsView } from '../sms/sms.connect'
import type { forgotPasswordMachine } from './forgot-password.machine'
import type { ForgotPasswordEvent, ForgotPasswordField, ForgotPasswordFields } from './forgot-password.types'

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>

export interface ForgotPasswordView {
  status: 'loading' | 'editing' | 'submitting' | 'signedIn' | 'passwordReset'
  method: ForgotPasswordMethod
  /** By e-mail: the reset code was mailed; the form asks for it and the new password, and may mail another. */
  emailCodeSent: boolean
  methods: readonly ForgotPasswordMethod[]
  /** Both methods are on (CHNGPASSVERIF3): show the tabs. */
  canSwitchMethod: boolean
  fields: ForgotPasswordFields
  fieldErrors: FieldErrors<ForgotPasswordFormField>
  dialingCodes: readonly CountryCode[]
  sms: SmsView
  submitting: boolean
  failure: FlowFailure | null
  canSubmit: boolean
}

/** Snapshot → what the forgot-password modal needs. Pure. */
function viewOfForgotPassword(snapshot: ForgotPasswordSnapshot): ForgotPasswordView {
  const { context } = snapshot
  const busy = (['emailing', 'settingPassword', 'signingIn'] as const).some((state) =>
    snapshot.matches(state),
  )
  const settled = (['loading', 'editing', 'signedIn', 'passwordReset'] as const).find((state) =>
    snapshot.matches(state),
  )
  const status = busy ? 'submitting' : (settled ?? 'editing')
  return {
    status,
    method: context.method,
    emailCodeSent: context.emailCodeSent,
    methods: context.methods,
    canSwitchMethod: context.methods.length > 1,
    fields: context.fields,
    fieldErrors: context.fieldErrors,
    dialingCodes: context.countryCodes,
    sms: context.sms,
    submitting: busy,
    failure: context.failure,
    canSubmit: status === 'editing',
  }
}

/** What a view may ask of the forgotPassword flow. */
export const forgotPasswordIntents = /* @__PURE__ */ defineIntents((send: Send<ForgotPasswordEvent>) => ({
  switchMethod: (to: ForgotPasswordMethod) => send({ type: 'forgotPassword.switchMethod', to }),
  change: (field: ForgotPasswordField, value: string) =>
    send({ type: 'forgotPassword.change', field, value }),
  sendCode: () => send({ type: 'forgotPassword.sendCode' }),
  dismiss: () => send({ type: 'forgotPassword.dismiss' }),
  submit: () => send({ type: 'forgotPassword.submit' }),
}))

export type ForgotPasswordIntents = ReturnType<typeof forgotPasswordIntents>

/** Snapshot → the view-model a forgotPassword view renders, with its intents bound to the actor's `send`. Pure. */
export const connectForgotPassword: Connect<
  ForgotPasswordSnapshot,
  ForgotPasswordEvent,
  ForgotPasswordView & ForgotPasswordIntents
> = /* @__PURE__ */ defineConnect(viewOfForgotPassword, forgotPasswordIntents)
