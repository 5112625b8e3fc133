import { Trans, useLingui } from '@lingui/react/macro'
import {
  agentLoginFlow,
  connectLogin,
  connectSms,
  type LoginAudience,
  type LoginType,
  loginSmsFlow,
  memberLoginFlow,
  type NavigateEmitted,
} from '@portal/core'
import { useEmitted, useSharedFlow } from '@portal/react'
import { useContext, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { Button } from '../../components/Button/Button'
import { Dialog } from '../../components/Dialog/Dialog'
import { AuthForm } from '../../components/form/AuthForm/AuthForm'
import styles from '../../components/form/AuthForm.module.css'
import { CaptchaField } from '../../components/form/CaptchaField/CaptchaField'
import { Checkbox } from '../../components/form/Checkbox/Checkbox'
import { PasswordField } from '../../components/form/PasswordField/PasswordField'
import { UsernameField } from '../../components/form/TextField/UsernameField'
import { useFormFields } from '../../components/form/useFormFields'
import { AuthPresentation, useAuthHref } from '../../components/popups/authDialog'
import { Spinner } from '../../components/Spinner/Spinner'
import { useFailureMessage } from '../../i18n/useFailureMessage'
import { landingAfterLogin } from './loginAudience'
import { SecondCheckDialog } from './SecondCheckDialog'
import { SmsFields } from './SmsFields'

/**
 * The login flow's form, on /login (member or agent side) and in the login popup: it renders the shared login's
 * view-model and asks its intents; every rule lives in the flow. The member side continues whatever the
 * header's inline form started, since both are the same flow.
 */
export function LoginForm({ audience = 'member' }: { audience?: LoginAudience }) {
  const { t } = useLingui()
  const [view, login] = useSharedFlow(audience === 'agent' ? agentLoginFlow : memberLoginFlow, connectLogin)
  const [smsView] = useSharedFlow(loginSmsFlow, connectSms)
  const { change, errorOf, validationMessage } = useFormFields(view)
  const failureMessage = useFailureMessage()
  const [, navigate] = useLocation()
  const search = useSearch()
  const authHref = useAuthHref()
  const inPopup = useContext(AuthPresentation) === 'dialog'
  // The dialog of a wrong password closes on confirm; the next failure is a new object and opens it again.
  const [dismissed, setDismissed] = useState<object | null>(null)

  // The old password of a forced change stays with the session, in memory: the navigation carries nothing.
  useEmitted(login, 'navigate', ({ to, replace }: NavigateEmitted) => {
    // From the popup, the forced change is the change-password popup over the same page (changePassModal).
    const target =
      inPopup && to === '/changePassword' ? authHref('changePassword') : landingAfterLogin(to, search)
    navigate(target, { replace: replace ?? false })
  })

  const typeLabels: Record<LoginType, string> = { username: t`Username`, sms: t`Mobile number` }
  const { failure, fields } = view
  const fieldsOfType =
    view.type === 'sms' ? (
      <SmsFields
        mobile={fields.mobileNum}
        code={fields.verificationCode}
        mobileError={errorOf('mobileNum') ?? (smsView.issue ? validationMessage(smsView.issue) : null)}
        codeError={errorOf('verificationCode')}
        smsView={smsView}
        onMobileChange={(value) => {
          change('mobileNum')(value)
          if (smsView.issue) smsView.dismiss()
        }}
        onCodeChange={change('verificationCode')}
        onSend={(countryCode) => smsView.sendCode({ mobile: fields.mobileNum, countryCode })}
      />
    ) : (
      <>
        <UsernameField
          value={fields.username}
          onValueChange={change('username')}
          error={errorOf('username')}
        />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          value={fields.password}
          onValueChange={change('password')}
          error={errorOf('password')}
        />
      </>
    )

  return (
    <>
      <AuthForm
        tabs={
          view.canSwitchType
            ? {
                label: t`Sign in with`,
                value: view.type,
                options: view.types.map((type) => ({ value: type, label: typeLabels[type] })),
                onChange: view.switchType,
              }
            : null
        }
        busy={view.submitting}
        fieldErrors={view.fieldErrors}
        onSubmit={view.submit}
      >
        {fieldsOfType}
        {view.captcha.shown && (
          <CaptchaField
            captcha={view.captcha}
            value={fields.captcha}
            onValueChange={change('captcha')}
            onRefresh={view.refreshCaptcha}
            error={errorOf('captcha')}
          />
        )}
        <div className={styles.row}>
          <Checkbox checked={view.remember} onCheckedChange={view.setRemember}>
            <Trans>Remember me</Trans>
          </Checkbox>
          <Link to={authHref('forgotPassword')} className={styles.link}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <Checkbox
          name="agreement"
          checked={view.agreed}
          onCheckedChange={view.setAgreed}
          error={errorOf('agreement')}
        >
          <Trans>I am 18 or older and accept the terms and conditions.</Trans>
        </Checkbox>
        {failure && (
          <p role="alert" className={styles.failure}>
            {failureMessage(failure)}
          </p>
        )}
        <Button type="submit" size="large" className={styles.submit} disabled={!view.canSubmit}>
          {view.submitting ? <Spinner size={20} /> : null}
          {view.submitting ? <Trans>Signing in…</Trans> : <Trans>Log in</Trans>}
        </Button>
        {view.audience === 'member' && (
          <p className={styles.otherForm}>
            <Trans>No account yet?</Trans>{' '}
            <Link to={authHref('register')} className={styles.link}>
              <Trans>Register now</Trans>
            </Link>
          </p>
        )}
      </AuthForm>
      <Dialog
        open={failure?.code === 'wrong_credentials' && failure !== dismissed}
        icon="lock"
        title={<Trans>Account or password incorrect</Trans>}
        confirmLabel={<Trans>Confirm</Trans>}
        onClose={() => setDismissed(failure)}
      />
      <Dialog
        open={smsView.failure !== null}
        icon="smartphone"
        title={<Trans>The code could not be sent</Trans>}
        confirmLabel={<Trans>OK</Trans>}
        onClose={smsView.dismiss}
      >
        {smsView.failure ? failureMessage(smsView.failure, 'sms') : null}
      </Dialog>
      {view.secondCheck && (
        <SecondCheckDialog
          methods={view.secondCheck.methods}
          busy={view.submitting}
          onSubmit={view.answerSecondCheck}
          onCancel={view.cancelSecondCheck}
        />
      )}
    </>
  )
}
