import type { RegistrationRequest } from '../../api/schemas/member'
import type { CountryCode } from '../../api/schemas/system'
import { type FormResult, validateForm } from '../../validation/form'
import type { ValidationIssue } from '../../validation/issues'
import {
  type RegistrationErrorField,
  type RegistrationFieldView,
  type RegistrationMode,
  type RegistrationSetup,
  type RegistrationValues,
  registrationFieldNames,
  registrationFields,
  registrationSchema,
} from '../../validation/registration-rules'
import type { FlowFailure } from '../shared/failure'
import type { SmsView } from '../sms/sms.connect'
import type {
  RegisterContext,
  RegisterFields,
  RegisterFlags,
  RegisterInput,
  RegisterOutcome,
  RegisterSubmission,
} from './register.types'

/**
 * The register modal's modes on offer, in selector order (spec §4): by username with USERNAMEREG3, by mobile
 * with MOBILENUMREG3. With neither on, the username form is still offered and the server has the last word
 * (docs/deviations.md).
 */
export function registerModes(flags: RegisterFlags): RegistrationMode[] {
  const modes: RegistrationMode[] = [
    ...(flags.USERNAMEREG3 ? (['register'] as const) : []),
    ...(flags.MOBILENUMREG3 ? (['registerMobile'] as const) : []),
  ]
  return modes.length > 0 ? modes : ['register']
}

/** The visitor's country's dialing code when the list has it, else the list's first, else none. */
export function defaultDialingCode(codes: readonly CountryCode[], country: string | null): string {
  const wanted = country?.trim().toUpperCase()
  const own = codes.find((code) => code.countryCode.toUpperCase() === wanted)
  return (own ?? codes[0])?.countryDialingCode ?? ''
}

export function blankFields(countryDialingCode: string): RegisterFields {
  const fields = Object.fromEntries(registrationFieldNames.map((name) => [name, '']))
  return { ...fields, countryDialingCode } as RegisterFields
}

/** The `sms` child's first snapshot (ready, nothing sent), until it reports its own. */
export const idleSms: SmsView = { canSend: true, secondsLeft: 0, sending: false, failure: null, issue: null }

export function initialContext(input: RegisterInput): RegisterContext {
  const modes = registerModes(input.flags)
  return {
    flags: input.flags,
    modes,
    mode: modes[0] ?? 'register',
    rules: null,
    countryCodes: [],
    defaultDialingCode: '',
    fields: blankFields(''),
    agreed: false,
    fieldErrors: {},
    failure: null,
    site: {
      domain: input.domain,
      registerUrl: input.registerUrl || null,
      affiliateCode: input.affiliateCode?.trim() || null,
      referralCode: input.referralCode?.trim() || null,
      country: input.country || null,
    },
    phoneAuth: input.phoneAuth === true,
    submission: null,
    sms: idleSms,
    verificationId: null,
    captcha: { image: null, loading: false, failed: false },
  }
}

function setupOf(context: RegisterContext): RegistrationSetup {
  return {
    mode: context.mode,
    rules: context.rules ?? {},
    flags: context.flags,
    affiliateCodeInAddress: context.site.affiliateCode !== null,
  }
}

/** The fields the form shows now; none until the rules are loaded. */
export function visibleFields(context: RegisterContext): RegistrationFieldView[] {
  return context.rules ? registrationFields(setupOf(context)) : []
}

export const isShown = (context: RegisterContext, name: string): boolean =>
  visibleFields(context).some((field) => field.name === name)

/** Spec §5 by the shared registration rules: the trimmed values, or each field's first problem. */
export function validateRegistration(
  context: RegisterContext,
): FormResult<RegistrationValues, RegistrationErrorField> {
  return validateForm(registrationSchema(setupOf(context)), { ...context.fields, agreement: context.agreed })
}

/** Spec §5 "the phone is validated before an SMS is sent": by the same rules as the submit. */
export function mobileIssue(context: RegisterContext): ValidationIssue | null {
  const result = validateRegistration(context)
  return result.success ? null : (result.errors.mobileNum ?? null)
}

/** The valid form as the submission's steps need it; empty optional fields are left out of the payload. */
export function submissionOf(context: RegisterContext, values: RegistrationValues): RegisterSubmission {
  const { site } = context
  const { agreement: _ticked, ...typed } = values
  const given = Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== ''))
  const affiliateCode = site.affiliateCode ?? given.affiliateCode ?? null
  const dialingCode = context.fields.countryDialingCode.trim()
  const request: RegistrationRequest = {
    ...given,
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(given.mobileNum && dialingCode ? { countryDialingCode: dialingCode } : {}),
    ...(site.referralCode ? { referralCode: site.referralCode } : {}),
    ...(site.registerUrl ? { registerUrl: site.registerUrl } : {}),
    domain: site.domain,
    registerMethod: 'WEB',
  }
  const verifiesPhone = context.phoneAuth && values.verificationCode !== undefined
  return {
    mode: context.mode,
    request,
    affiliate: affiliateCode ? { code: affiliateCode, domain: site.domain } : null,
    phoneAuth: verifiesPhone
      ? { verificationId: context.verificationId, code: values.verificationCode ?? '' }
      : null,
    credentials:
      values.username && values.password ? { username: values.username, password: values.password } : null,
  }
}

/** The token of a signed-in outcome (the machine's guards pick the branch; this only reads it). */
export const tokenOf = (outcome: RegisterOutcome): string =>
  outcome.status === 'signedIn' ? outcome.token : ''

/** Why an outcome is not signed in. */
export const failureOf = (outcome: RegisterOutcome): FlowFailure =>
  outcome.status === 'signedIn' ? { code: 'unknown', kind: 'network' } : outcome.failure
