import type { FieldErrors } from '../../validation/issues'
import type { FormFields } from '../member-form/member-form.types'
import { validateFundPassword } from './security.rules'

/**
 * The forgotten fund password's form: the SMS code, and the new fund password twice by the rules of setting one
 * (the number field only sends the code).
 */
export function validateFundPasswordReset(fields: FormFields): FieldErrors {
  const missingCode = (fields.verificationCode ?? '').trim() === ''
  return {
    ...(missingCode ? { verificationCode: { code: 'required' } } : {}),
    ...validateFundPassword(fields),
  }
}

/** The e-mail check's form: the mailed code, six digits. */
export function validateEmailCode(fields: FormFields): FieldErrors {
  const code = (fields.verificationCode ?? '').trim()
  if (code === '') return { verificationCode: { code: 'required' } }
  if (!/^\d{6}$/.test(code)) return { verificationCode: { code: 'pattern.6', min: 6, max: 6 } }
  return {}
}
