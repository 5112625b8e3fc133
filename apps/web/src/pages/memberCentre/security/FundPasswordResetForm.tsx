import { Trans, useLingui } from '@lingui/react/macro'
import {
  connectMemberForm,
  connectSms,
  createFundPasswordReset,
  createFundPasswordResetSms,
  type SecurityOverviewActor,
} from '@portal/core'
import { useFlow } from '@portal/react'
import { Button } from '../../../components/Button/Button'
import { PasswordField } from '../../../components/form/PasswordField/PasswordField'
import { SaveOutcome } from '../../../components/form/SaveOutcome/SaveOutcome'
import { submitted } from '../../../components/form/submitted'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import { useValidationMessage } from '../../../i18n/useValidationMessage'
import styles from '../MemberCentre.module.css'
import { useFieldError } from '../useFieldError'
import { MobileCodeFields } from './MobileCodeFields'
import security from './SecurityCentre.module.css'

/**
 * A forgotten fund password (issue 32): an SMS code to the bound mobile, whose number the member types to
 * confirm it, and a new fund password. Without a bound mobile it says what to do first.
 */
export function FundPasswordResetForm({
  bound,
  overview,
}: {
  bound: string | null
  overview: SecurityOverviewActor | undefined
}) {
  const { t } = useLingui()
  const [view] = useFlow((portal) => createFundPasswordReset(portal, overview), connectMemberForm)
  const [sms] = useFlow(createFundPasswordResetSms, connectSms)
  const errorOf = useFieldError(view)
  const failureMessage = useMemberFailure()
  const validationMessage = useValidationMessage()
  // Said in the member's language, not the server's text the sign-in's SMS button shows (the refusals are ours).
  const mobileError =
    errorOf('mobileNum') ??
    (sms.issue
      ? validationMessage(sms.issue)
      : sms.failure
        ? failureMessage({ ...sms.failure, code: sms.failure.code ?? '' })
        : null)
  const { fields } = view
  const password = (name: string, label: string) => (
    <PasswordField
      label={label}
      name={name}
      autoComplete="off"
      inputMode="numeric"
      maxLength={6}
      value={fields[name] ?? ''}
      onValueChange={(value) => view.change(name, value)}
      error={errorOf(name)}
      readOnly={view.saving}
    />
  )
  return (
    <form
      className={styles.panel}
      noValidate
      aria-labelledby="fund-reset-title"
      onSubmit={submitted(() => view.submit())}
    >
      <h2 id="fund-reset-title" className={styles.subtitle}>
        <Trans>Forgot the fund password?</Trans>
      </h2>
      {bound ? (
        <p className={styles.muted}>
          <Trans>We send a code to your bound mobile number {bound}. Type the number to confirm it.</Trans>
        </p>
      ) : (
        <p className={styles.muted} data-testid="fund-reset-unbound">
          <Trans>Bind a mobile number first: the code to reset the fund password goes to it.</Trans>
        </p>
      )}
      {bound && (
        <div className={security.form}>
          <MobileCodeFields
            view={view}
            sms={sms}
            mobileLabel={t`Bound mobile number`}
            mobileError={mobileError}
            countryCode=""
          />
          {password('newPassword', t`New fund password`)}
          {password('confirmNewPassword', t`Confirm new fund password`)}
          <SaveOutcome
            failure={view.failure && failureMessage(view.failure)}
            saved={view.saved && <Trans>Fund password reset. Use the new one from now on.</Trans>}
          />
          <Button type="submit" disabled={!view.canSubmit}>
            {view.saving ? <Trans>Saving…</Trans> : <Trans>Reset fund password</Trans>}
          </Button>
        </div>
      )}
    </form>
  )
}
