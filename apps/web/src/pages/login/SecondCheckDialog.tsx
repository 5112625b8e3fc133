import { Trans, useLingui } from '@lingui/react/macro'
import type { SecondCheckMethod } from '@portal/core'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../components/Button/Button'
import { SegmentedTabs, tabId } from '../../components/form/SegmentedTabs/SegmentedTabs'
import { TextField } from '../../components/form/TextField/TextField'
import { Icon } from '../../components/Icon/Icon'
import styles from './SecondCheckDialog.module.css'

interface SecondCheckDialogProps {
  methods: readonly SecondCheckMethod[]
  busy: boolean
  onSubmit(method: SecondCheckMethod, value: string): void
  onCancel(): void
}

/** What each factor asks for, and what the browser may fill in. */
const autoCompleteOf: Record<SecondCheckMethod, string> = {
  sms: 'one-time-code',
  email: 'email',
  realName: 'name',
  authenticator: 'one-time-code',
}

/**
 * The new-IP second check (spec §4): the user picks one of the factors the server offered and types its value.
 * Mounted while the check is pending; Escape or Cancel gives up and returns to the form.
 */
export function SecondCheckDialog({ methods, busy, onSubmit, onCancel }: SecondCheckDialogProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const panelId = useId()
  const [method, setMethod] = useState<SecondCheckMethod>(methods[0] ?? 'sms')
  const [value, setValue] = useState('')

  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  const labels: Record<SecondCheckMethod, string> = {
    sms: t`SMS code`,
    email: t`Bound e-mail address`,
    realName: t`Real name`,
    authenticator: t`Authenticator code`,
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit(method, value)
  }

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onCancel}>
      <form className={styles.body} onSubmit={submit} aria-busy={busy || undefined}>
        <span className={styles.icon}>
          <Icon name="shield" size={28} />
        </span>
        <h2 id={titleId} className={styles.title}>
          <Trans>Verify this sign-in</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>You are signing in from a new address. Please confirm it is you.</Trans>
        </p>
        {methods.length > 1 && (
          <SegmentedTabs
            label={t`Verify with`}
            panelId={panelId}
            value={method}
            options={methods.map((option) => ({ value: option, label: labels[option] }))}
            onChange={(next) => {
              setMethod(next)
              setValue('')
            }}
          />
        )}
        <div
          id={panelId}
          className={styles.panel}
          {...(methods.length > 1 ? { role: 'tabpanel', 'aria-labelledby': tabId(panelId, method) } : {})}
        >
          <TextField
            label={labels[method]}
            name="secondCheck"
            autoComplete={autoCompleteOf[method]}
            value={value}
            onValueChange={setValue}
          />
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => ref.current?.close()}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={busy || value.trim() === ''}>
            <Trans>Verify</Trans>
          </Button>
        </div>
      </form>
    </dialog>
  )
}
