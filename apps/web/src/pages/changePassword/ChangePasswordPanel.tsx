import { Trans, useLingui } from '@lingui/react/macro'
import { type ChangePasswordField, connectChangePassword, createChangePassword } from '@portal/core'
import { usePortal, useSession, useView } from '@portal/react'
import { type FormEvent, useRef } from 'react'
import { Link } from 'wouter'
import { useAuthHref } from '../../app/authDialog'
import { useFlowNavigation } from '../../app/useFlowNavigation'
import { useFlowNotices } from '../../app/useFlowNotices'
import { Button } from '../../components/Button/Button'
import { PasswordField } from '../../components/form/PasswordField/PasswordField'
import { useFocusFirstInvalid } from '../../components/form/useFocusFirstInvalid'
import { Icon } from '../../components/Icon/Icon'
import { Spinner } from '../../components/Spinner/Spinner'
import { useFailureMessage } from '../../i18n/useFailureMessage'
import { useValidationMessage } from '../../i18n/useValidationMessage'
import formStyles from '../login/LoginForm.module.css'
import { useStartedActor } from '../login/useStartedActor'
import styles from './ChangePasswordPanel.module.css'

type ChangeActor = ReturnType<typeof createChangePassword>

/**
 * Change password (spec §4), on its page or in the popup. `oldPassword` is the one the member just signed in
 * with when the login forced the change (default or expired password); without it the member types it.
 */
export function ChangePasswordPanel({ oldPassword }: { oldPassword?: string }) {
  const portal = usePortal()
  const { view: session } = useSession()
  const actor = useStartedActor(() => createChangePassword(portal, oldPassword ?? null))
  useFlowNotices(actor)
  // Only a signed-in member has a password to change; the forced change always comes signed in.
  if (!session.hasToken) return <SignInFirst />
  return actor ? (
    <ChangePasswordForm actor={actor} />
  ) : (
    <div className={styles.starting}>
      <Spinner size={32} />
    </div>
  )
}

function SignInFirst() {
  const authHref = useAuthHref()
  return (
    <p className={styles.reason}>
      <Trans>Please log in first.</Trans>{' '}
      <Link to={authHref('login')} className={formStyles.link}>
        <Trans>Log in</Trans>
      </Link>
    </p>
  )
}

function ChangePasswordForm({ actor }: { actor: ChangeActor }) {
  const { t } = useLingui()
  const view = useView(actor, connectChangePassword)
  const validationMessage = useValidationMessage()
  const failureMessage = useFailureMessage()
  const form = useRef<HTMLFormElement>(null)

  useFlowNavigation(actor)

  useFocusFirstInvalid(form, view.fieldErrors)

  const change = (field: ChangePasswordField) => (value: string) =>
    actor.send({ type: 'changePassword.change', field, value })
  const errorOf = (field: ChangePasswordField) => {
    const issue = view.fieldErrors[field]
    return issue ? validationMessage(issue) : null
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    actor.send({ type: 'changePassword.submit' })
  }

  const { fields, failure } = view
  return (
    <form
      ref={form}
      className={formStyles.form}
      noValidate
      onSubmit={onSubmit}
      aria-busy={view.submitting || undefined}
    >
      {view.asksOldPassword ? (
        <p className={styles.lead}>
          <Trans>Enter your current password, then choose a new one.</Trans>
        </p>
      ) : (
        <p className={styles.reason}>
          <Icon name="shield" size={20} />
          <span>
            <Trans>
              For your security, choose a new password before you continue: you signed in with the default
              password, or your password has expired.
            </Trans>
          </span>
        </p>
      )}
      {view.asksOldPassword && (
        <PasswordField
          label={t`Current password`}
          name="oldPassword"
          autoComplete="current-password"
          value={fields.oldPassword}
          onValueChange={change('oldPassword')}
          error={errorOf('oldPassword')}
        />
      )}
      <PasswordField
        label={t`New password`}
        name="newPassword"
        autoComplete="new-password"
        value={fields.newPassword}
        onValueChange={change('newPassword')}
        error={errorOf('newPassword')}
      />
      <PasswordField
        label={t`Confirm new password`}
        name="confirmNewPassword"
        autoComplete="new-password"
        value={fields.confirmNewPassword}
        onValueChange={change('confirmNewPassword')}
        error={errorOf('confirmNewPassword')}
      />
      {failure && (
        <p role="alert" className={formStyles.failure}>
          {failureMessage(failure)}
        </p>
      )}
      <Button type="submit" size="large" className={formStyles.submit} disabled={!view.canSubmit}>
        {view.submitting ? <Spinner size={20} /> : null}
        {view.submitting ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
      </Button>
    </form>
  )
}
