import { useLingui } from '@lingui/react/macro'
import type { ValidationIssue } from '@portal/core'
import { useCallback } from 'react'

/**
 * A field problem (the core's code and values) → the sentence shown beside the field. The switch is
 * exhaustive, so a new code in the core fails the type-check here until it has a sentence.
 */
export function useValidationMessage(): (issue: ValidationIssue) => string {
  const { t } = useLingui()
  return useCallback(
    (issue: ValidationIssue) => {
      const { min, max } = issue
      // Spec §5: the pattern messages carry (min) and (max), one number when both are equal.
      const length =
        min !== undefined && max !== undefined
          ? min === max
            ? t`Exactly ${min} characters.`
            : t`${min}–${max} characters.`
          : min !== undefined
            ? t`At least ${min} characters.`
            : max !== undefined
              ? t`At most ${max} characters.`
              : ''
      const withLength = (rule: string) => (length ? `${rule} ${length}` : rule)
      const code = issue.code
      switch (code) {
        case 'required':
          return t`Please fill in this field.`
        case 'mismatch':
          return t`The two entries do not match.`
        case 'duplicate':
          return t`Choose a different question.`
        case 'mobile':
          return t`Please enter a valid mobile number.`
        case 'email':
          return t`Please enter a valid e-mail address.`
        case 'username':
          return withLength(t`Account format is incorrect.`)
        case 'password':
          return withLength(t`Password must be letters or digits.`)
        case 'tooLong':
          return max === undefined ? t`Too long.` : t`At most ${max} characters.`
        case 'tooShort':
          return min === undefined ? t`Too short.` : t`At least ${min} characters.`
        case 'agreement':
          return t`Please confirm you are 18 or older and accept the terms.`
        case 'amount':
          return t`Enter an amount above 0 with at most 2 decimals`
        case 'pattern.0':
          return length || t`Length is incorrect.`
        case 'pattern.1':
          return withLength(t`Start with a letter; letters and digits only.`)
        case 'pattern.2':
          return withLength(t`Letters and Chinese characters only.`)
        case 'pattern.3':
          return withLength(t`Please enter a valid e-mail address.`)
        case 'pattern.4':
          return withLength(t`Letters and digits only, no Chinese characters.`)
        case 'pattern.5':
          return withLength(t`Must combine letters and digits.`)
        case 'pattern.6':
          return withLength(t`Digits only.`)
        case 'pattern.7':
          return withLength(t`Letters and digits, with at least one capital letter.`)
        case 'pattern.8':
          return withLength(t`English letters and spaces only.`)
        case 'pattern.9':
          return withLength(t`No spaces allowed.`)
        case 'pattern.10':
          return withLength(t`Chinese characters and symbols only.`)
        case 'pattern.11':
          return t`Enter a date as yyyy-MM-dd.`
        case 'pattern.12':
          return withLength(t`At least two letters; letters and spaces only.`)
        case 'pattern.13':
          return t`Enter a date as MM-dd-yyyy.`
        case 'pattern.14':
          return withLength(t`Letters and digits only, and both are required.`)
        case 'pattern.15':
          return withLength(t`Korean characters only.`)
        default: {
          const unhandled: never = code
          return unhandled
        }
      }
    },
    [t],
  )
}
