import { Trans, useLingui } from '@lingui/react/macro'
import {
  connectForgotPassword,
  createForgotPassword,
  type ForgotPasswordIntents,
  type ForgotPasswordMethod,
  type ForgotPasswordView,
} from '@portal/core'
import { useFlow } from '@portal/react'
import { Link } from 'wouter'
import { Button } from '../../components/Button/Button'
import { Dialog } from '../../components/Dialog/Dialog'
import { useFlowNavigation } from '../../components/flow/useFlowNavigation'
import { useFlowNotices } from '../../components/flow/useFlowNotices'
import { AuthForm } from '../../components/form/AuthForm/AuthForm'
import formStyles from '../../components/form/AuthForm.module.css'
import { CountryCodePicker } from '../../components/form/CountryCodePicker/CountryCodePicker'
import { useFlagUrl } from '../../components/form/CountryCodePicker/useFlagUrl'
import { NewPasswordField } from '../../components/form/PasswordField/NewPasswordField'
import { SmsCodeButton } from '../../components/form/SmsCodeButton/SmsCodeButton'
import codeButtonStyles from '../../components/form/SmsCodeButton/SmsCodeButton.module.css'
import { TextField } from '../../components/form/TextField/TextField'
import { UsernameField } from '../../components/form/TextField/UsernameField'
import { useFormFields } from '../../components/form/useFormFields'
import { useAuthHref } from '../../components/popups/authDialog'
import { Spinner } from '../../components/Spinner/Spinner'
import { useFailureMessage } from '../../i18n/useFailureMessage'
import styles from './ForgotPasswordPanel.module.css'

type ForgotActor = ReturnType<typeof createForgotPassword>

/** Forgot password (spec §4), on its page or in the popup: the flow lives as long as the panel. */
export function ForgotPasswordPanel() {
  const [view, actor] = useFlow(createForgotPassword, connectForgotPassword)
  // The form itself says the code was mailed (its lead and fields change).
  useFlowNotices(actor, ['password.emailSent'])
  return <ForgotPasswordForm view={view} actor={actor} />
}

function Starting() {
  return (
    <div className={styles.starting}>
      <Spinner size={32} />
    </div>
  )
}

/** The flow's form: by e-mail or by mobile, a code (mailed or texted) and a new password, then signed in. */
function ForgotPasswordForm({
  view,
  actor,
}: {
  view: ForgotPasswordView & ForgotPasswordIntents
  actor: ForgotActor
}) {
  const { t } = useLingui()
  const { change, errorOf, validationMessage } = useFormFields(view)
  const failureMessage = useFailureMessage()
  const authHref = useAuthHref()
  const flagUrl = useFlagUrl()

  // The flow names pages; inside the popup its /login is the login popup, and its / closes the popup.
  useFlowNavigation(actor, (to) => (to === '/login' ? authHref('login') : to))

  if (view.status === 'loading') return <Starting />

  const methodLabels: Record<ForgotPasswordMethod, string> = { mobileNum: t`Mobile number`, email: t`E-mail` }
  const { fields, sms, failure } = view
  const byMobile = view.method === 'mobileNum'
  const codeMailed = !byMobile && view.emailCodeSent
  const email = fields.email.trim()

  return (
    <>
      <AuthForm
        tabs={
          view.canSwitchMethod
            ? {
                label: t`Reset with`,
                value: view.method,
                options: view.methods.map((method) => ({ value: method, label: methodLabels[method] })),
                onChange: view.switchMethod,
              }
            : null
        }
        busy={view.submitting}
        fieldErrors={view.fieldErrors}
        onSubmit={view.submit}
      >
        <p className={styles.lead}>
          {byMobile ? (
            <Trans>
              Enter the mobile number of your account. We will text you a code to set a new password.
            </Trans>
          ) : codeMailed ? (
            <Trans>
              We e-mailed a code to <strong>{email}</strong>. Enter it with your new password.
            </Trans>
          ) : (
            <Trans>
              Enter your username and the e-mail address of your account. We will e-mail you a code to set a
              new password.
            </Trans>
          )}
        </p>
        {byMobile ? (
          <>
            <div className={styles.phone}>
              {view.dialingCodes.length > 0 ? (
                <CountryCodePicker
                  label={t`Code`}
                  value={fields.countryDialingCode}
                  options={view.dialingCodes}
                  onValueChange={change('countryDialingCode')}
                  flagUrl={flagUrl}
                />
              ) : (
                // Without the list (it failed to load) the user types the code.
                <TextField
                  label={t`Code`}
                  name="countryDialingCode"
                  autoComplete="tel-country-code"
                  inputMode="numeric"
                  value={fields.countryDialingCode}
                  onValueChange={(value) => change('countryDialingCode')(value.replace(/\D/g, ''))}
                />
              )}
              <TextField
                label={t`Mobile number`}
                name="mobileNum"
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                value={fields.mobileNum}
                onValueChange={(value) => {
                  change('mobileNum')(value)
                  if (sms.issue) view.dismiss()
                }}
                error={errorOf('mobileNum') ?? (sms.issue ? validationMessage(sms.issue) : null)}
              />
            </div>
            <TextField
              label={t`SMS code`}
              name="verificationCode"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={fields.verificationCode}
              onValueChange={change('verificationCode')}
              error={errorOf('verificationCode')}
              aside={<SmsCodeButton view={sms} onSend={view.sendCode} />}
            />
            <NewPasswordField
              value={fields.newPassword}
              onValueChange={change('newPassword')}
              error={errorOf('newPassword')}
            />
          </>
        ) : (
          <>
            <UsernameField
              value={fields.username}
              onValueChange={change('username')}
              error={errorOf('username')}
            />
            <TextField
              label={t`E-mail`}
              name="email"
              type="email"
              autoComplete="email"
              spellCheck={false}
              value={fields.email}
              onValueChange={change('email')}
              error={errorOf('email')}
            />
            {codeMailed && (
              <>
                <TextField
                  label={t`E-mail code`}
                  name="verificationCode"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  value={fields.verificationCode}
                  onValueChange={change('verificationCode')}
                  error={errorOf('verificationCode')}
                  aside={
                    <button
                      type="button"
                      className={codeButtonStyles.button}
                      disabled={!view.canSubmit}
                      onClick={view.sendCode}
                    >
                      <Trans>Send a new code</Trans>
                    </button>
                  }
                />
                <NewPasswordField
                  value={fields.newPassword}
                  onValueChange={change('newPassword')}
                  error={errorOf('newPassword')}
                />
              </>
            )}
          </>
        )}
        {failure && (
          <p role="alert" className={formStyles.failure}>
            {failureMessage(failure)}
          </p>
        )}
        <Button type="submit" size="large" className={formStyles.submit} disabled={!view.canSubmit}>
          {view.submitting ? <Spinner size={20} /> : null}
          {byMobile || codeMailed ? (
            view.submitting ? (
              <Trans>Resetting…</Trans>
            ) : (
              <Trans>Reset password</Trans>
            )
          ) : view.submitting ? (
            <Trans>Sending…</Trans>
          ) : (
            <Trans>E-mail me a code</Trans>
          )}
        </Button>
        <BackToLogin />
      </AuthForm>
      <Dialog
        open={sms.failure !== null}
        icon="smartphone"
        title={<Trans>The code could not be sent</Trans>}
        confirmLabel={<Trans>OK</Trans>}
        onClose={view.dismiss}
      >
        {sms.failure ? failureMessage(sms.failure, 'sms') : null}
      </Dialog>
    </>
  )
}

function BackToLogin() {
  const authHref = useAuthHref()
  return (
    <p className={formStyles.otherForm}>
      <Trans>Remembered it?</Trans>{' '}
      <Link to={authHref('login')} className={formStyles.link}>
        <Trans>Back to log in</Trans>
      </Link>
    </p>
  )
}
