import { Trans, useLingui } from '@lingui/react/macro'
import type { SecondCheckMethod } from '@portal/core'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../components/Button/Button'
import { SegmentedTabs, tabPanelProps } from '../../components/form/SegmentedTabs/SegmentedTabs'
import { TextField } from '../../components/form/TextField/TextField'
import { Modal, ModalText } from '../../components/Modal/Modal'
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
 * The second check (spec §4: a new IP; issue 32: the authenticator app, at every sign-in): the user picks one of the factors the server offered and types its value.
 * Mounted while the check is pending; Escape or Cancel gives up and returns to the form.
 */
export function SecondCheckDialog({ methods, busy, onSubmit, onCancel }: SecondCheckDialogProps) {
  const { t } = useLingui()
  const panelId = useId()
  const [method, setMethod] = useState<SecondCheckMethod>(methods[0] ?? 'sms')
  const [value, setValue] = useState('')

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
    <Modal
      open
      icon="shield"
      tone="neon"
      title={<Trans>Verify this sign-in</Trans>}
      onClose={onCancel}
      closeOnCover={false}
      onSubmit={submit}
      busy={busy}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={busy || value.trim() === ''}>
            <Trans>Verify</Trans>
          </Button>
        </>
      }
    >
      <ModalText>
        {/* The authenticator is asked at every sign-in once it is on, not only from a new address. */}
        {methods.length === 1 && methods[0] === 'authenticator' ? (
          <Trans>Enter the six-digit code your authenticator app shows for this account.</Trans>
        ) : (
          <Trans>You are signing in from a new address. Please confirm it is you.</Trans>
        )}
      </ModalText>
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
      <div className={styles.panel} {...tabPanelProps(panelId, method, methods.length > 1)}>
        <TextField
          label={labels[method]}
          name="secondCheck"
          autoComplete={autoCompleteOf[method]}
          {...(method === 'authenticator' && { inputMode: 'numeric' as const, dir: 'ltr' })}
          value={value}
          onValueChange={setValue}
        />
      </div>
    </Modal>
  )
}
