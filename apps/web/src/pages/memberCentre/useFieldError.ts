import type { MemberFormView } from '@portal/core'
import { useMemberFailure } from '../../i18n/useMemberFailure'
import { useValidationMessage } from '../../i18n/useValidationMessage'

/** A field's message: the rules' problem, else the server's refusal pinned on that field. */
export function useFieldError(view: MemberFormView) {
  const validationMessage = useValidationMessage()
  const failureMessage = useMemberFailure()
  return (field: string): string | null => {
    const issue = view.fieldErrors[field]
    if (issue) return validationMessage(issue)
    if (view.fieldFailure?.field === field) return failureMessage(view.fieldFailure.failure)
    return null
  }
}
