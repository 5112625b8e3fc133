import { type FormEvent, type ReactNode, useId, useRef } from 'react'
import styles from '../AuthForm.module.css'
import { SegmentedTabs, tabPanelProps } from '../SegmentedTabs/SegmentedTabs'
import { useFocusFirstInvalid } from '../useFocusFirstInvalid'

export interface AuthFormTabs<Value extends string> {
  label: string
  value: Value
  options: readonly { value: Value; label: string }[]
  onChange(value: Value): void
}

interface AuthFormProps<Value extends string> {
  /** The ways of filling the form (username or mobile…), as tabs above it; none when there is only one. */
  tabs: AuthFormTabs<Value> | null
  busy: boolean
  /** The flow's field errors: a new set moves the focus to the first refused field. */
  fieldErrors: unknown
  onSubmit(): void
  className?: string
  children: ReactNode
}

/**
 * The skeleton every sign-in form shares (login, registration, forgot and change password): optional tabs,
 * then a form the browser does not validate (the flow does), busy while the flow works, with the focus on the
 * first refused field after a refusal.
 */
export function AuthForm<Value extends string>({
  tabs,
  busy,
  fieldErrors,
  onSubmit,
  className = styles.form,
  children,
}: AuthFormProps<Value>) {
  const panelId = useId()
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(form, fieldErrors)
  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit()
  }
  const fields = (
    <form ref={form} className={className} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {children}
    </form>
  )
  if (!tabs) return fields
  // A form may not be a tab panel (ARIA in HTML: axe aria-allowed-role): a box-less panel holds it, so the
  // layout is the form's as before.
  return (
    <>
      <SegmentedTabs {...tabs} panelId={panelId} />
      <div className={styles.panel} {...tabPanelProps(panelId, tabs.value, true)}>
        {fields}
      </div>
    </>
  )
}
