import { Trans, useLingui } from '@lingui/react/macro'
import {
  connectLogin,
  connectSms,
  type createLogin,
  type createLoginSms,
  type LoginField,
  type LoginType,
  type NavigateEmitted,
  type PasswordChangeRequiredEmitted,
} from '@portal/core'
import { useEmitted, useView } from '@portal/react'
import { type FormEvent, useContext, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { AuthPresentation, useAuthHref } from '../../app/authDialog'
import { Button } from '../../components/Button/Button'
import { Dialog } from '../../components/Dialog/Dialog'
import { CaptchaField } from '../../components/form/CaptchaField/CaptchaField'
import { Checkbox } from '../../components/form/Checkbox/Checkbox'
import { PasswordField } from '../../components/form/PasswordField/PasswordField'
import { SegmentedTabs, tabPanelProps } from '../../components/form/SegmentedTabs/SegmentedTabs'
import { TextField } from '../../components/form/TextField/TextField'
import { useFocusFirstInvalid } from '../../components/form/useFocusFirstInvalid'
import { Spinner } from '../../components/Spinner/Spinner'
import { useFailureMessage } from '../../i18n/useFailureMessage'
import { useValidationMessage } from '../../i18n/useValidationMessage'
import styles from './LoginForm.module.css'
import { SecondCheckDialog } from './SecondCheckDialog'
import { SmsFields } from './SmsFields'

interface LoginFormProps {
  login: ReturnType<typeof createLogin>
  sms: ReturnType<typeof createLoginSms>
}

/** The login flow's form: it renders the view-model and sends events; every rule lives in the flow. */
export function LoginForm({ login, sms }: LoginFormProps) {
  const { t } = useLingui()
  const view = useView(login, connectLogin)
  const smsView = useView(sms, connectSms)
  const validationMessage = useValidationMessage()
  const failureMessage = useFailureMessage()
  const [, navigate] = useLocation()
  const authHref = useAuthHref()
  const inPopup = useContext(AuthPresentation) === 'dialog'
  const panelId = useId()
  const form = useRef<HTMLFormElement>(null)
  // The dialog of a wrong password closes on confirm; the next failure is a new object and opens it again.
  const [dismissed, setDismissed] = useState<object | null>(null)
  // The old password travels with the navigation to /changePassword in history state, never in storage.
  const handoff = useRef<{ oldPassword: string } | null>(null)

  useEmitted(login, 'password.changeRequired', ({ oldPassword }: PasswordChangeRequiredEmitted) => {
    handoff.current = { oldPassword }
  })
  useEmitted(login, 'navigate', ({ to, replace }: NavigateEmitted) => {
    const state = to === '/changePassword' ? handoff.current : null
    // From the popup, the forced change is the change-password popup over the same page (changePassModal).
    const target = inPopup && to === '/changePassword' ? authHref('changePassword') : to
    navigate(target, { replace: replace ?? false, ...(state ? { state } : {}) })
  })

  useFocusFirstInvalid(form, view.fieldErrors)

  const change = (field: LoginField) => (value: string) => login.send({ type: 'login.change', field, value })
  const errorOf = (field: keyof typeof view.fieldErrors) => {
    const issue = view.fieldErrors[field]
    return issue ? validationMessage(issue) : null
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    login.send({ type: 'login.submit' })
  }

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
          if (smsView.issue) sms.send({ type: 'sms.dismiss' })
        }}
        onCodeChange={change('verificationCode')}
        onSend={(countryCode) => sms.send({ type: 'sms.send', mobile: fields.mobileNum, countryCode })}
      />
    ) : (
      <>
        <TextField
          label={t`Username`}
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
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
      {view.canSwitchType && (
        <SegmentedTabs
          label={t`Sign in with`}
          panelId={panelId}
          value={view.type}
          options={view.types.map((type) => ({ value: type, label: typeLabels[type] }))}
          onChange={(to) => login.send({ type: 'login.switchType', to })}
        />
      )}
      <form
        ref={form}
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        aria-busy={view.submitting || undefined}
        {...tabPanelProps(panelId, view.type, view.canSwitchType)}
      >
        {fieldsOfType}
        {view.captcha.shown && (
          <CaptchaField
            captcha={view.captcha}
            value={fields.captcha}
            onValueChange={change('captcha')}
            onRefresh={() => login.send({ type: 'login.refreshCaptcha' })}
            error={errorOf('captcha')}
          />
        )}
        <div className={styles.row}>
          <Checkbox
            checked={view.remember}
            onCheckedChange={(on) => login.send({ type: 'login.remember', on })}
          >
            <Trans>Remember me</Trans>
          </Checkbox>
          <Link to={authHref('forgotPassword')} className={styles.link}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <Checkbox
          name="agreement"
          checked={view.agreed}
          onCheckedChange={(on) => login.send({ type: 'login.agree', on })}
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
          <p className={styles.register}>
            <Trans>No account yet?</Trans>{' '}
            <Link to={authHref('register')} className={styles.link}>
              <Trans>Register now</Trans>
            </Link>
          </p>
        )}
      </form>
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
        onClose={() => sms.send({ type: 'sms.dismiss' })}
      >
        {smsView.failure ? failureMessage(smsView.failure, 'sms') : null}
      </Dialog>
      {view.secondCheck && (
        <SecondCheckDialog
          methods={view.secondCheck.methods}
          busy={view.submitting}
          onSubmit={(method, value) => login.send({ type: 'login.secondCheck', method, value })}
          onCancel={() => login.send({ type: 'login.cancel' })}
        />
      )}
    </>
  )
}
