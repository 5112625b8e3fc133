import { Trans, useLingui } from '@lingui/react/macro'
import { connectMemberForm, createFundPassword, type SecurityOverviewActor } from '@portal/core'
import { useFlow } from '@portal/react'
import { useState } from 'react'
import { Button } from '../../../components/Button/Button'
import { PasswordField } from '../../../components/form/PasswordField/PasswordField'
import { SaveOutcome } from '../../../components/form/SaveOutcome/SaveOutcome'
import { submitted } from '../../../components/form/submitted'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import { useFieldError } from '../useFieldError'
import security from './SecurityCentre.module.css'

/** Set the fund password (six digits, the login password asked first) or change it with the current one. */
export function FundPasswordForm({
  mode,
  overview,
}: {
  mode: 'set' | 'change'
  overview: SecurityOverviewActor | undefined
}) {
  const { t } = useLingui()
  const [view] = useFlow((portal) => createFundPassword(portal, mode, overview), connectMemberForm, [mode])
  // Setting the first fund password turns this form into the change form, with a flow of its own: the
  // confirmation of the save just made stays until the member types again.
  const [setMode, setSetMode] = useState(mode)
  const [justSet, setJustSet] = useState(false)
  if (setMode !== mode) {
    setSetMode(mode)
    setJustSet(setMode === 'set' && mode === 'change')
  }
  const change = (name: string, value: string) => {
    setJustSet(false)
    view.change(name, value)
  }
  const errorOf = useFieldError(view)
  const failureMessage = useMemberFailure()
  const field = (name: string, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      name={name}
      autoComplete={autoComplete}
      inputMode="numeric"
      maxLength={6}
      value={view.fields[name] ?? ''}
      onValueChange={(value) => change(name, value)}
      error={errorOf(name)}
      readOnly={view.saving}
    />
  )
  return (
    <form className={styles.panel} noValidate onSubmit={submitted(() => view.submit())}>
      <h2 className={styles.subtitle}>
        {mode === 'set' ? <Trans>Set a fund password</Trans> : <Trans>Change the fund password</Trans>}
      </h2>
      <p className={styles.muted}>
        <Trans>Six digits, asked before money leaves your account.</Trans>
      </p>
      <div className={security.form}>
        {mode === 'change' && field('oldPassword', t`Current fund password`, 'off')}
        {mode === 'set' && (
          <PasswordField
            label={t`Login password`}
            name="loginPassword"
            autoComplete="current-password"
            value={view.fields.loginPassword ?? ''}
            onValueChange={(value) => change('loginPassword', value)}
            error={errorOf('loginPassword')}
            readOnly={view.saving}
          />
        )}
        {field('newPassword', t`New fund password`, 'off')}
        {field('confirmNewPassword', t`Confirm new fund password`, 'off')}
        <SaveOutcome
          failure={view.failure && failureMessage(view.failure)}
          saved={(view.saved || justSet) && <Trans>Fund password saved.</Trans>}
        />
        <Button type="submit" disabled={!view.canSubmit}>
          {view.saving ? <Trans>Saving…</Trans> : <Trans>Save fund password</Trans>}
        </Button>
      </div>
    </form>
  )
}
