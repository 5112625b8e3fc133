import type { SnapshotFrom } from 'xstate'
import type { CountryCode } from '../../api/schemas/system'
import type { FieldErrors } from '../../validation/issues'
import type { ForgotPasswordFormField, ForgotPasswordMethod } from '../../validation/sign-in-rules'
import type { FlowFailure } from '../login/flow-failure'
import type { SmsView } from '../sms/sms.connect'
import type { forgotPasswordMachine } from './forgot-password.machine'
import type { ForgotPasswordFields } from './forgot-password.types'

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>

export interface ForgotPasswordView {
  status: 'loading' | 'editing' | 'submitting' | 'emailed' | 'signedIn' | 'passwordReset'
  method: ForgotPasswordMethod
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
export function connectForgotPassword(snapshot: ForgotPasswordSnapshot): ForgotPasswordView {
  const { context } = snapshot
  const busy = (['emailing', 'settingPassword', 'signingIn'] as const).some((state) =>
    snapshot.matches(state),
  )
  const settled = (['loading', 'editing', 'emailed', 'signedIn', 'passwordReset'] as const).find((state) =>
    snapshot.matches(state),
  )
  const status = busy ? 'submitting' : (settled ?? 'editing')
  return {
    status,
    method: context.method,
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
