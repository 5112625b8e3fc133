import type { AuthenticatorSecret } from '../../api/schemas/security'
import type { ValidationIssue } from '../../validation/issues'

/** A code from the app: exactly the digits the secret says (six for every app that reads a plain address). */
export function codeIssue(code: string, digits = 6): ValidationIssue | null {
  const typed = code.trim()
  if (typed === '') return { code: 'required' }
  return new RegExp(`^\\d{${digits}}$`).test(typed) ? null : { code: 'pattern.6', min: digits, max: digits }
}

/**
 * The `otpauth://totp/` address an authenticator app scans (Key Uri Format): the issuer is the brand's name, a
 * fact of the front end, so the platform answers the secret and the portal writes the address.
 */
export function otpauthUri(secret: AuthenticatorSecret, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(secret.account)}`
  const query = new URLSearchParams({
    secret: secret.secret,
    issuer,
    algorithm: secret.algorithm,
    digits: String(secret.digits),
    period: String(secret.period),
  })
  return `otpauth://totp/${label}?${query.toString().replaceAll('+', '%20')}`
}

/** The secret in groups of four for typing by hand (`ABCD EFGH …`). */
export const secretGroups = (secret: string): string[] => secret.match(/.{1,4}/g) ?? []
