import { type Refusal, refuse } from '../envelope'
import { own } from '../own'
import type { FieldRule } from '../seed/register-rules'

/**
 * Checks one value against its registration rule; '*' accepts anything, as the portal reads it. A `mandatory`
 * field (username, password) is required and checked whatever its rule's switches say.
 */
export function checkField(
  field: string,
  rule: FieldRule | undefined,
  value: string | undefined,
  mandatory = false,
): Refusal | null {
  const text = value?.trim() ?? ''
  if (text === '' && (mandatory || (rule?.enabled && rule.required)))
    return refuse('field_required', `${field} is required`, { field })
  if (text === '' || !rule || !(rule.enabled || mandatory)) return null
  const pattern = rule.acceptedPattern === '*' ? '.*' : rule.acceptedPattern
  const fits = text.length >= rule.min && text.length <= rule.max && new RegExp(pattern).test(text)
  if (fits) return null
  const { patternId, min, max } = rule
  return refuse('field_invalid', `${field} does not match its rule`, { field, patternId, min, max })
}

/** The first refusal among several fields, in order. */
export function checkFields(
  rules: Record<string, FieldRule>,
  values: Record<string, string | undefined>,
  fields: readonly string[],
): Refusal | null {
  for (const field of fields) {
    const refusal = checkField(field, own(rules, field), own(values, field))
    if (refusal) return refusal
  }
  return null
}
