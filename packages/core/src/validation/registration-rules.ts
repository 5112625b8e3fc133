import * as v from 'valibot'
import type { RegisterFieldRule, RegisterRules } from '../api/schemas/system'
import type { WhitelabelFlags } from '../domain/whitelabel'
import { agreementField, type FieldCheck, type FormSchema, sameAs, textField } from './form'
import {
  mobileCheck,
  passwordCheck,
  passwordFormat,
  usernameCheck,
  usernameFormat,
  verificationCodeCheck,
} from './formats'
import type { ValidationIssue } from './issues'
import { acceptedPatternTest, isPatternId, matchesPattern } from './patterns'

/** The register modal's two modes (spec §4): by username, or by mobile number. */
export type RegistrationMode = 'register' | 'registerMobile'

/** Fields the mode and the flags govern (spec §5); the payment password is required whenever it shows. */
const governedFields = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
] as const

/** Every other field shows only when the server enables it, and is required only when it flags it (spec §5). */
const configuredFieldNames = [
  'email',
  'nickname',
  'payeeName',
  'fullname',
  'birthday',
  'idNumber',
  'qqNum',
  'whatsapp',
  'facebook',
  'telegram',
  'line',
  'zalo',
  'wechat',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const

/** Text fields of the registration form, in display order. */
export const registrationFieldNames = [...governedFields, ...configuredFieldNames] as const

export type RegistrationField = (typeof registrationFieldNames)[number]

const configuredFields: ReadonlySet<RegistrationField> = new Set(configuredFieldNames)

export interface RegistrationSetup {
  mode: RegistrationMode
  /** Server rules keyed by field name (`registerSettings` / `registerRules`). */
  rules: RegisterRules
  flags: Pick<WhitelabelFlags, 'MOBILENUMPASSREG3' | 'REGMOBVERF3'>
  /** Spec §5: an affiliate code in the site address is used as is, so the field is not offered. */
  affiliateCodeInAddress?: boolean
}

/** A visible field; `required` is what the view marks with an asterisk. */
export interface RegistrationFieldView {
  name: RegistrationField
  required: boolean
  /**
   * What the field accepts, as the issue its check raises (pattern and lengths), for the view to show beside it
   * before anything is typed; null where the format says itself (an e-mail, a nickname).
   */
  rule: ValidationIssue | null
}

/** The trimmed values of the visible fields; in registerMobile mode `username` is the mobile number. */
export type RegistrationValues = Partial<Record<RegistrationField, string>> & { agreement: true }

/** Every problem a registration form can have, keyed by field (`agreement` for the checkbox). */
export type RegistrationErrorField = RegistrationField | 'agreement'

interface FieldPlan extends RegistrationFieldView {
  checks: FieldCheck[]
}

/** Fields whose format a newcomer cannot guess: their rule shows before typing (issue 37). */
const describedFields: ReadonlySet<RegistrationField> = new Set(['username', 'password', 'paymentPassword'])

/** The built-in formats when the server sends no rule, as the issue describing them. */
const fallbackRules: Partial<Record<RegistrationField, ValidationIssue>> = {
  // The username format is the pattern of rule 1 (a letter first, then letters and digits).
  username: { code: 'pattern.1', ...usernameFormat },
  password: { code: 'password', ...passwordFormat },
}

/** An id this build does not know still gets its length limits and the server's own pattern. */
const patternIdOf = (rule: RegisterFieldRule) => (isPatternId(rule.patternId) ? rule.patternId : 0)

/** The server rule as the issue its check raises: the pattern id's message with the lengths. */
export function ruleIssue(rule: RegisterFieldRule): ValidationIssue {
  const issue: ValidationIssue = { code: `pattern.${patternIdOf(rule)}` }
  if (rule.min != null) issue.min = rule.min
  if (rule.max != null) issue.max = rule.max
  return issue
}

/** The server rule as one check: length between min and max, the pattern id's rule and `acceptedPattern`. */
export function ruleCheck(rule: RegisterFieldRule): FieldCheck {
  const patternId = patternIdOf(rule)
  const accepted = acceptedPatternTest(rule.acceptedPattern)
  const issue = ruleIssue(rule)
  return (value) => {
    const length = [...value].length
    const fits = (rule.min == null || length >= rule.min) && (rule.max == null || length <= rule.max)
    return fits && matchesPattern(patternId, value) && accepted(value) ? null : issue
  }
}

function planFields({ mode, rules, flags, affiliateCodeInAddress }: RegistrationSetup): FieldPlan[] {
  const ruleOf = (name: RegistrationField): RegisterFieldRule | undefined => rules[name]
  const serverChecks = (name: RegistrationField): FieldCheck[] => {
    const rule = ruleOf(name)
    return rule ? [ruleCheck(rule)] : []
  }
  const byUsername = mode === 'register'
  const smsVerified = mode === 'registerMobile' || flags.REGMOBVERF3
  const withPassword = byUsername || flags.MOBILENUMPASSREG3
  const mobileRule = ruleOf('mobileNum')
  const mobileRequired = smsVerified || mobileRule?.required === true
  const plans: FieldPlan[] = []
  const show = (name: RegistrationField, required: boolean, checks: FieldCheck[]) => {
    const rule = ruleOf(name)
    const described = describedFields.has(name)
    const shown = rule ? ruleIssue(rule) : (fallbackRules[name] ?? null)
    plans.push({ name, required, checks, rule: described ? shown : null })
  }

  if (byUsername) show('username', true, ruleOf('username') ? serverChecks('username') : [usernameCheck])
  if (mobileRequired || mobileRule?.enabled) {
    show('mobileNum', mobileRequired, [mobileCheck, ...serverChecks('mobileNum')])
  }
  // The code proves the mobile number, so it is asked for exactly when the number must be verified.
  if (smsVerified) show('verificationCode', true, [verificationCodeCheck])
  if (withPassword) {
    show('password', true, ruleOf('password') ? serverChecks('password') : [passwordCheck])
    show('confirmPassword', true, [])
  }
  if (ruleOf('paymentPassword')?.enabled) show('paymentPassword', true, serverChecks('paymentPassword'))
  for (const name of registrationFieldNames) {
    const rule = ruleOf(name)
    const given = name === 'affiliateCode' && affiliateCodeInAddress === true
    if (configuredFields.has(name) && rule?.enabled && !given) show(name, rule.required, serverChecks(name))
  }
  const order = (plan: FieldPlan) => registrationFieldNames.indexOf(plan.name)
  return plans.sort((a, b) => order(a) - order(b))
}

/** The fields the register modal shows for these rules, mode and flags, in display order. */
export function registrationFields(setup: RegistrationSetup): RegistrationFieldView[] {
  return planFields(setup).map(({ name, required, rule }) => ({ name, required, rule }))
}

/**
 * A valibot schema for the registration form, built from the same plan as `registrationFields`. Run it with
 * `validateForm` to get `FieldErrors` (codes `required`, `mismatch`, `agreement`, `pattern.N` with min/max,
 * and the fallback formats `username`, `password`, `mobile`, `tooLong`).
 */
export function registrationSchema(setup: RegistrationSetup): FormSchema<RegistrationValues> {
  const plans = planFields(setup)
  const entries: v.ObjectEntries = Object.fromEntries(
    plans.map((plan) => [plan.name, textField(plan.required, ...plan.checks)]),
  )
  const form = v.object({ ...entries, agreement: agreementField() })
  const withPassword = plans.some((plan) => plan.name === 'password')
  const checked = withPassword ? v.pipe(form, sameAs('password', 'confirmPassword')) : form
  const byMobile = setup.mode === 'registerMobile'
  return v.pipe(
    checked,
    v.transform((values): RegistrationValues => {
      // The entries are built at run time, so the object's inferred output only knows `agreement`.
      const typed = values as RegistrationValues
      return byMobile ? { ...typed, username: typed.mobileNum } : typed
    }),
  )
}
