import { Trans, useLingui } from '@lingui/react/macro'
import type { RegisterFieldView, RegisterIntents, RegisterView, RegistrationMode } from '@portal/core'
import { Link } from 'wouter'
import { Button } from '../../components/Button/Button'
import { Dialog } from '../../components/Dialog/Dialog'
import { AuthForm } from '../../components/form/AuthForm/AuthForm'
import formStyles from '../../components/form/AuthForm.module.css'
import { CaptchaField } from '../../components/form/CaptchaField/CaptchaField'
import { Checkbox } from '../../components/form/Checkbox/Checkbox'
import { CountryCodePicker } from '../../components/form/CountryCodePicker/CountryCodePicker'
import { PasswordField } from '../../components/form/PasswordField/PasswordField'
import { SmsCodeButton } from '../../components/form/SmsCodeButton/SmsCodeButton'
import { TextField } from '../../components/form/TextField/TextField'
import { PageState } from '../../components/PageState/PageState'
import { useAuthHref } from '../../components/popups/authDialog'
import { Spinner } from '../../components/Spinner/Spinner'
import { useFailureMessage } from '../../i18n/useFailureMessage'
import { useValidationMessage } from '../../i18n/useValidationMessage'
import styles from './RegisterForm.module.css'
import { registerFieldInputs } from './registerFieldInputs'

interface RegisterFormProps {
  /** The register flow's view-model with its intents (`connectRegister`). */
  view: RegisterView & RegisterIntents
  /** The flag picture of a region code, on the brand's image host. */
  flagUrl(countryCode: string): string
}

/**
 * The register flow's form (spec §4 "Registration", §5): the fields the server's rules ask for, in the flow's
 * order, each with its asterisk and its problem. The view renders the view-model and sends events.
 */
export function RegisterForm({ view, flagUrl }: RegisterFormProps) {
  const { t, i18n } = useLingui()
  const validationMessage = useValidationMessage()
  const failureMessage = useFailureMessage()
  const authHref = useAuthHref()

  // A new count of refused fields moves the focus to the first of them.
  const focusKey = view.fields.filter((field) => field.error).length + (view.agreement.error ? 1 : 0)

  if (view.loadingRules || view.rulesFailed)
    return (
      <PageState
        loading={view.loadingRules}
        failed={view.rulesFailed}
        reason={<Trans>The registration form could not be loaded.</Trans>}
        onRetry={view.retry}
        placeholder={
          <div className={styles.starting}>
            <Spinner size={32} />
          </div>
        }
      />
    )

  const change = (field: RegisterFieldView['name'] | 'countryDialingCode') => (value: string) =>
    view.change(field, value)
  const message = (issue: RegisterFieldView['error']) => (issue ? validationMessage(issue) : null)

  function renderField(field: RegisterFieldView) {
    const { name, required, value } = field
    const input = registerFieldInputs[name]
    const common = {
      label: i18n._(input.label),
      name,
      required,
      value,
      onValueChange: change(name),
      error: message(field.error),
      // The server's rule shows before anything is typed; a refusal (which names the rule) takes its place.
      hint: field.error ? null : message(field.rule),
      ...input.attributes,
    }
    switch (name) {
      case 'mobileNum':
        return (
          <div key={name} className={styles.phone}>
            <CountryCodePicker
              label={t`Code`}
              value={view.dialingCode.value}
              options={view.dialingCode.options}
              onValueChange={change('countryDialingCode')}
              flagUrl={flagUrl}
            />
            <TextField
              {...common}
              // The SMS button checks the number too: its problem shows here, where the number is.
              error={message(field.error ?? view.sms.issue)}
              onValueChange={(typed) => {
                change(name)(typed)
                if (view.sms.issue) view.dismiss()
              }}
            />
          </div>
        )
      case 'verificationCode':
        return (
          <TextField
            key={name}
            {...common}
            aside={<SmsCodeButton view={view.sms} onSend={view.sendCode} />}
          />
        )
      case 'captcha':
        return (
          <CaptchaField
            key={name}
            captcha={view.captcha}
            value={value}
            required={required}
            onValueChange={change(name)}
            onRefresh={view.refreshCaptcha}
            error={common.error}
          />
        )
      default:
        return input.secret ? <PasswordField key={name} {...common} /> : <TextField key={name} {...common} />
    }
  }

  const modeLabels: Record<RegistrationMode, string> = {
    register: t`Username`,
    registerMobile: t`Mobile number`,
  }
  const { failure } = view
  // Spec §8: a refused affiliate code is a warning dialog; every other failure is the line above the button.
  const affiliateRefused = failure?.code === 'invitation_code_error'

  return (
    <>
      <AuthForm
        tabs={
          view.canSwitchMode
            ? {
                label: t`Register with`,
                value: view.mode,
                options: view.modes.map((mode) => ({ value: mode, label: modeLabels[mode] })),
                onChange: view.switchMode,
              }
            : null
        }
        busy={view.submitting}
        fieldErrors={focusKey}
        onSubmit={view.submit}
      >
        <div className={styles.fields}>{view.fields.map(renderField)}</div>
        <Checkbox
          name="agreement"
          checked={view.agreement.agreed}
          onCheckedChange={view.setAgreed}
          error={message(view.agreement.error)}
        >
          <Trans>I am 18 or older and accept the terms and conditions.</Trans>
        </Checkbox>
        {failure && !affiliateRefused && (
          <p role="alert" className={formStyles.failure}>
            {failureMessage(failure)}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" size="large" disabled={view.submitting} onClick={view.reset}>
            <Trans>Reset</Trans>
          </Button>
          <Button type="submit" size="large" className={formStyles.submit} disabled={!view.canSubmit}>
            {view.submitting ? <Spinner size={20} /> : null}
            {view.submitting ? <Trans>Creating account…</Trans> : <Trans>Register</Trans>}
          </Button>
        </div>
        <p className={formStyles.otherForm}>
          <Trans>Already have an account?</Trans>{' '}
          <Link to={authHref('login')} className={formStyles.link}>
            <Trans>Log in</Trans>
          </Link>
        </p>
      </AuthForm>
      <Dialog
        open={affiliateRefused}
        icon="gift"
        title={<Trans>Invitation code wrong</Trans>}
        confirmLabel={<Trans>OK</Trans>}
        onClose={view.dismiss}
      >
        <Trans>Please check the invitation code, or leave it empty.</Trans>
      </Dialog>
      <Dialog
        open={view.sms.failure !== null}
        icon="smartphone"
        title={<Trans>The code could not be sent</Trans>}
        confirmLabel={<Trans>OK</Trans>}
        onClose={view.dismiss}
      >
        {view.sms.failure ? failureMessage(view.sms.failure, 'sms') : null}
      </Dialog>
    </>
  )
}
