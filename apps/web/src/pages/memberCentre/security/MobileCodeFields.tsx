import { useLingui } from '@lingui/react/macro'
import type { MemberFormIntents, MemberFormView, SmsIntents, SmsView } from '@portal/core'
import { SmsCodeButton } from '../../../components/form/SmsCodeButton/SmsCodeButton'
import { TextField } from '../../../components/form/TextField/TextField'
import { useFieldError } from '../useFieldError'

/**
 * A mobile number and the SMS code sent to it, the send button beside the code: the pair of the mobile binding
 * and of the fund password's reset. Editing the number clears the last send's message.
 */
export function MobileCodeFields({
  view,
  sms,
  mobileLabel,
  mobileError,
  countryCode,
}: {
  view: MemberFormView & MemberFormIntents
  sms: SmsView & SmsIntents
  mobileLabel: string
  mobileError: string | null
  countryCode: string
}) {
  const { t } = useLingui()
  const errorOf = useFieldError(view)
  const { fields } = view
  return (
    <>
      <TextField
        label={mobileLabel}
        name="mobileNum"
        type="tel"
        autoComplete="tel-national"
        dir="ltr"
        value={fields.mobileNum ?? ''}
        onValueChange={(value) => {
          sms.dismiss()
          view.change('mobileNum', value)
        }}
        error={mobileError}
        readOnly={view.saving}
      />
      <TextField
        label={t`SMS code`}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        value={fields.verificationCode ?? ''}
        onValueChange={(value) => view.change('verificationCode', value)}
        error={errorOf('verificationCode')}
        readOnly={view.saving}
        aside={
          <SmsCodeButton
            view={sms}
            onSend={() => sms.sendCode({ mobile: fields.mobileNum ?? '', countryCode })}
          />
        }
      />
    </>
  )
}
