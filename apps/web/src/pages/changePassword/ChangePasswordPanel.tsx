import { Trans, useLingui } from '@lingui/react/macro'
import { connectChangePassword, createChangePassword } from '@portal/core'
import { useFlow, useSession } from '@portal/react'
import { Link } from 'wouter'
import { Button } from '../../components/Button/Button'
import { useFlowNavigation } from '../../components/flow/useFlowNavigation'
import { useFlowNotices } from '../../components/flow/useFlowNotices'
import { AuthForm } from '../../components/form/AuthForm/AuthForm'
import formStyles from '../../components/form/AuthForm.module.css'
import { NewPasswordField } from '../../components/form/PasswordField/NewPasswordField'
import { PasswordField } from '../../components/form/PasswordField/PasswordField'
import { useFormFields } from '../../components/form/useFormFields'
import { Icon } from '../../components/Icon/Icon'
import { useAuthHref } from '../../components/popups/authDialog'
import { Spinner } from '../../components/Spinner/Spinner'
import { useFailureMessage } from '../../i18n/useFailureMessage'
import styles from './ChangePasswordPanel.module.css'

/**
 * Change password (spec §4), on its page or in the popup. When the login forced the change (default or expired
 * password) the session still holds the password just typed, in memory, and the form does not ask for it.
 */
export function ChangePasswordPanel() {
  const [session] = useSession()
  // Only a signed-in member has a password to change; the forced change always comes signed in.
  if (!session.hasToken) return <SignInFirst />
  // The button names what it does, so it needs no second confirmation (and the header's own confirmation, under
  // the popup, must not open twice).
  const signOut = () => {
    session.requestLogout()
    session.confirmLogout()
  }
  return (
    <>
      <ChangePasswordForm />
      {session.passwordChange && <SignOutInstead onSignOut={signOut} />}
    </>
  )
}

/** While a change is forced every other screen is closed (the router's guard): signing out is the way out. */
function SignOutInstead({ onSignOut }: { onSignOut(): void }) {
  return (
    <p className={styles.signOut}>
      <Button variant="secondary" onClick={onSignOut}>
        <Trans>Sign out instead</Trans>
      </Button>
    </p>
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

function ChangePasswordForm() {
  const { t } = useLingui()
  const [view, actor] = useFlow(createChangePassword, connectChangePassword)
  const { change, errorOf } = useFormFields(view)
  const failureMessage = useFailureMessage()

  useFlowNavigation(actor)
  useFlowNotices(actor)

  const { fields, failure } = view
  return (
    <AuthForm tabs={null} busy={view.submitting} fieldErrors={view.fieldErrors} onSubmit={view.submit}>
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
      <NewPasswordField
        value={fields.newPassword}
        onValueChange={change('newPassword')}
        error={errorOf('newPassword')}
      />
      <NewPasswordField
        confirm
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
    </AuthForm>
  )
}
