import * as v from 'valibot'
import type { FieldErrors, ValidationIssue } from './issues'

/** One rule of a text field: the problem with the trimmed, non-empty value, or null when it passes. */
export type FieldCheck = (value: string) => ValidationIssue | null

/** A form schema: any input object in, the trimmed values out, issues whose message is an encoded code. */
export type FormSchema<Values> = v.GenericSchema<Record<string, unknown>, Values>

export type FormResult<Values, Field extends string> =
  | { success: true; values: Values }
  | { success: false; errors: FieldErrors<Field> }

/*
 * valibot messages are strings, but a field's problem is a code with values (min, max). The issue message
 * carries the ValidationIssue as JSON; `validateForm` decodes it. Nothing outside this file sees the encoding.
 */
const encode = (issue: ValidationIssue): string => JSON.stringify(issue)

function decode(message: string): ValidationIssue {
  try {
    const issue = JSON.parse(message) as ValidationIssue
    if (typeof issue.code === 'string') return issue
  } catch {
    // Not one of ours: valibot's own type issue, e.g. a number where text was expected.
  }
  return { code: 'required' }
}

/**
 * A text field: trimmed, then `required` when empty (or nothing, if optional), else the checks in order;
 * the first failing one is the field's problem. Absent and null count as empty.
 */
/* @__NO_SIDE_EFFECTS__ */
export function textField(required: boolean, ...checks: FieldCheck[]) {
  return v.pipe(
    v.nullish(v.string(), ''),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const issue = dataset.value === '' ? requiredIssue(required) : firstIssue(checks, dataset.value)
      if (issue) addIssue({ message: encode(issue) })
    }),
  )
}

function requiredIssue(required: boolean): ValidationIssue | null {
  return required ? { code: 'required' } : null
}

function firstIssue(checks: readonly FieldCheck[], value: string): ValidationIssue | null {
  for (const check of checks) {
    const issue = check(value)
    if (issue) return issue
  }
  return null
}

/** The 18+ and terms checkbox: must be ticked. */
/* @__NO_SIDE_EFFECTS__ */
export function agreementField() {
  return v.pipe(
    v.nullish(v.boolean(), false),
    v.check((ticked) => ticked, encode({ code: 'agreement' })),
  )
}

/** A confirmation field must equal its original; the problem (`mismatch`) is reported on the confirmation. */
/* @__NO_SIDE_EFFECTS__ */
export function sameAs<Values extends Record<string, unknown>>(original: string, confirmation: string) {
  return v.forward<Values, v.CheckIssue<Values>, [string]>(
    v.check((values) => values[original] === values[confirmation], encode({ code: 'mismatch' })),
    [confirmation] as never,
  )
}

/** Runs a form schema; on failure, each field's first problem. */
export function validateForm<Values, Field extends string = string>(
  schema: FormSchema<Values>,
  form: Record<string, unknown>,
): FormResult<Values, Field> {
  const result = v.safeParse(schema, form)
  if (result.success) return { success: true, values: result.output }
  const errors: FieldErrors<Field> = {}
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as Field | undefined
    if (typeof field === 'string' && !(field in errors)) errors[field] = decode(issue.message)
  }
  return { success: false, errors }
}
