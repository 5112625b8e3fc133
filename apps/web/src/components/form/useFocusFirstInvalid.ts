import { type RefObject, useEffect } from 'react'

/**
 * After a refused submit, the first field with a problem gets the focus, so its message is read out. `errors`
 * changes with each refusal (the view-model's error object, or a count).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, errors: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new set of errors is the moment to move the focus
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])
}
