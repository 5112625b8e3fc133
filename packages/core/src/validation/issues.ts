/**
 * What is wrong with a field, as a code and its values; the app turns it into a sentence. The registration
 * pattern ids of spec §5 are `pattern.0` … `pattern.15`, carrying the rule's min and max length.
 */
export type ValidationCode =
  | 'required'
  /** Confirmation differs from the password. */
  | 'mismatch'
  /** The same choice as another field's, where they must differ (two security questions). */
  | 'duplicate'
  | 'mobile'
  | 'email'
  | 'username'
  | 'password'
  | 'tooLong'
  | 'tooShort'
  /** The 18+ / terms agreement is not ticked. */
  | 'agreement'
  /** Not a positive amount with at most the currency's decimals. */
  | 'amount'
  | `pattern.${PatternId}`

export type PatternId = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15

export interface ValidationIssue {
  code: ValidationCode
  min?: number
  max?: number
}

/** Field name → its first problem. A form is valid when this is empty. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, ValidationIssue>>

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0
}
