import type { RegisterRules } from '../../api/schemas/system'
import { validateForm } from '../../validation/form'
import type { FieldErrors } from '../../validation/issues'
import { registrationSchema } from '../../validation/registration-rules'
import type { AgentOpenContext, AgentOpenField } from './agent-open.types'

export const emptyAgentOpenFields: Record<AgentOpenField, string> = {
  username: '',
  password: '',
  confirmPassword: '',
}

/**
 * The registration form's own checks for the three fields an agent fills in: the server's username and password
 * rules (pattern, length), or the built-in formats when it gives none, and the confirmation. The other fields of
 * registration (mobile, e-mail…) are the new member's to fill in later, so their rules are left out.
 */
function openAccountRules(rules: RegisterRules): RegisterRules {
  const kept: RegisterRules = {}
  if (rules.username) kept.username = rules.username
  if (rules.password) kept.password = rules.password
  return kept
}

/** What stops a submit, field by field; empty when the account may be opened. */
export function validateAgentOpen(
  context: Pick<AgentOpenContext, 'rules' | 'fields'>,
): FieldErrors<AgentOpenField> {
  if (!context.rules) return {}
  const schema = registrationSchema({
    mode: 'register',
    rules: openAccountRules(context.rules),
    flags: { MOBILENUMPASSREG3: true, REGMOBVERF3: false },
  })
  const result = validateForm<unknown, AgentOpenField>(schema, { ...context.fields, agreement: true })
  return result.success ? {} : result.errors
}

/** Which field a server refusal is about, so it shows beside it. */
export function fieldOfRefusal(code: string, field: string | undefined): AgentOpenField | null {
  if (code === 'username_taken') return 'username'
  if (code === 'password_mismatch') return 'confirmPassword'
  if (field === 'username' || field === 'password' || field === 'confirmPassword') return field
  return null
}
