import type { FieldErrors } from '@portal/core'
import { useValidationMessage } from '../../i18n/useValidationMessage'

/** What a sign-in form's view-model offers its fields: the change intent and the refusals, by field. */
interface FormView<TField extends string, TErrorField extends string> {
  change(field: TField, value: string): void
  fieldErrors: FieldErrors<TErrorField>
}

/**
 * A field's two bindings in a sign-in form: `change(field)` for its input's `onValueChange`, and `errorOf(field)`,
 * the translated refusal shown beside it (null when there is none). `validationMessage` translates any other
 * issue the form shows (an SMS button's).
 */
export function useFormFields<TField extends string, TErrorField extends string>(
  view: FormView<TField, TErrorField>,
) {
  const validationMessage = useValidationMessage()
  return {
    change: (field: TField) => (value: string) => view.change(field, value),
    errorOf: (field: TErrorField) => {
      const issue = view.fieldErrors[field]
      return issue ? validationMessage(issue) : null
    },
    validationMessage,
  }
}
