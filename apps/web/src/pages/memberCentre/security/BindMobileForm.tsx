import { Trans, useLingui } from '@lingui/react/macro'
import {
  connectMemberForm,
  connectSms,
  createBindMobile,
  createBindMobileSms,
  type SecurityOverviewActor,
} from '@portal/core'
import { useFlow } from '@portal/react'
import { Button } from '../../../components/Button/Button'
import { SaveOutcome } from '../../../components/form/SaveOutcome/SaveOutcome'
import { submitted } from '../../../components/form/submitted'
import { TextField } from '../../../components/form/TextField/TextField'
import { useFailureMessage } from '../../../i18n/useFailureMessage'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import { useValidationMessage } from '../../../i18n/useValidationMessage'
import styles from '../MemberCentre.module.css'
import { useFieldError } from '../useFieldError'
import { MobileCodeFields } from './MobileCodeFields'
import security from './SecurityCentre.module.css'

/** Bind a mobile number, or change the bound one, with an SMS code sent to the new number. */
export function BindMobileForm({
  bound,
  overview,
}: {
  bound: string | null
  overview: SecurityOverviewActor | undefined
}) {
  const { t } = useLingui()
  const [view] = useFlow((portal) => createBindMobile(portal, overview), connectMemberForm)
  const [sms] = useFlow(createBindMobileSms, connectSms)
  const errorOf = useFieldError(view)
  const failureMessage = useMemberFailure()
  const smsFailure = useFailureMessage()
  const validationMessage = useValidationMessage()
  const mobileError =
    errorOf('mobileNum') ??
    (sms.issue ? validationMessage(sms.issue) : sms.failure ? smsFailure(sms.failure, 'sms') : null)
  const { fields } = view
  return (
    <form className={styles.panel} noValidate onSubmit={submitted(() => view.submit())}>
      <h2 className={styles.subtitle}>
        {bound ? <Trans>Change the mobile number</Trans> : <Trans>Bind a mobile number</Trans>}
      </h2>
      {bound && (
        <p className={styles.muted}>
          <Trans>Bound now: {bound}</Trans>
        </p>
      )}
      <div className={security.form}>
        <TextField
          label={t`Country code`}
          name="countryDialingCode"
          inputMode="numeric"
          value={fields.countryDialingCode ?? ''}
          onValueChange={(value) => view.change('countryDialingCode', value)}
          error={errorOf('countryDialingCode')}
          readOnly={view.saving}
        />
        <MobileCodeFields
          view={view}
          sms={sms}
          mobileLabel={t`Mobile number`}
          mobileError={mobileError}
          countryCode={fields.countryDialingCode ?? ''}
        />
        <SaveOutcome
          failure={view.failure && failureMessage(view.failure)}
          saved={view.saved && <Trans>Mobile number bound.</Trans>}
        />
        <Button type="submit" disabled={!view.canSubmit}>
          {view.saving ? <Trans>Saving…</Trans> : <Trans>Bind mobile number</Trans>}
        </Button>
      </div>
    </form>
  )
}
