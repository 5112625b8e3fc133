import type { FormEvent } from 'react'

/** A form's submit handler: the browser does not post the page; the flow is told instead. */
export const submitted =
  (submit: () => void) =>
  (event: FormEvent): void => {
    event.preventDefault()
    submit()
  }
