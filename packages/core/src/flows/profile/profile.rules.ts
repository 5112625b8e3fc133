import type { MemberProfile } from '../../api/schemas/member-centre'
import { messagingFieldNames } from '../../api/schemas/member-centre'
import type { RegisterRules } from '../../api/schemas/system'
import { emailCheck } from '../../validation/formats'
import type { FieldErrors, ValidationIssue } from '../../validation/issues'
import { matchesPattern } from '../../validation/patterns'
import { ruleCheck } from '../../validation/registration-rules'
import type { FormFields, FormRecord } from '../member-form/member-form.types'

/** The profile's editable fields, in display order: spec §3's profile fields, messaging ids last. */
export const profileFieldNames = [
  'nickname',
  'payeeName',
  'birthday',
  'email',
  ...messagingFieldNames,
] as const

export type ProfileField = (typeof profileFieldNames)[number]

/** What the profile shows besides the editable fields. */
export interface ProfileMeta {
  profile: MemberProfile
  rules: RegisterRules
  avatarUrl: string | null
  /** The editable fields this white label offers: messaging ids only where its registration rules enable them. */
  visible: ProfileField[]
  /** Set once, read-only afterwards. */
  realNameLocked: boolean
}

const alwaysShown: ReadonlySet<string> = new Set(['nickname', 'payeeName', 'birthday', 'email'])

export function profileRecord(
  profile: MemberProfile,
  rules: RegisterRules,
  avatarUrl: string | null,
): FormRecord<ProfileMeta> {
  const visible = profileFieldNames.filter((name) => alwaysShown.has(name) || rules[name]?.enabled === true)
  const fields: FormFields = {}
  for (const name of visible) fields[name] = profile[name] ?? ''
  return { fields, meta: { profile, rules, avatarUrl, visible, realNameLocked: Boolean(profile.payeeName) } }
}

const birthdayIssue: ValidationIssue = { code: 'pattern.11' }

/** Spec §5's registration rules applied to a filled-in field; empty fields are allowed (nothing is required). */
export function validateProfile(fields: FormFields, meta: unknown): FieldErrors {
  const { rules, realNameLocked } = meta as ProfileMeta
  const errors: FieldErrors = {}
  for (const [name, raw] of Object.entries(fields)) {
    const value = raw.trim()
    if (value === '' || (name === 'payeeName' && realNameLocked)) continue
    const rule = rules[name]
    const issue = rule
      ? ruleCheck(rule)(value)
      : name === 'email'
        ? emailCheck(value)
        : name === 'birthday'
          ? matchesPattern(11, value)
            ? null
            : birthdayIssue
          : null
    if (issue) errors[name] = issue
  }
  return errors
}

/** What a save sends: every visible field trimmed, the real name only while it is not yet set. */
export function profileRequest(fields: FormFields, meta: ProfileMeta): Record<string, string> {
  const request: Record<string, string> = {}
  for (const name of meta.visible) {
    if (name === 'payeeName' && meta.realNameLocked) continue
    request[name] = (fields[name] ?? '').trim()
  }
  return request
}

/** The avatar of the icon call, whose answer the spec does not describe: a URL, or an object carrying one. */
export function avatarOf(answer: unknown): string | null {
  if (typeof answer === 'string' && answer !== '') return answer
  if (typeof answer === 'object' && answer !== null) {
    const url = (answer as { avatarUrl?: unknown }).avatarUrl
    if (typeof url === 'string' && url !== '') return url
  }
  return null
}
