import { useLingui } from '@lingui/react/macro'
import type { SmsView } from '@portal/core'
import { useState } from 'react'
import styles from '../../components/form/AuthForm.module.css'
import { SmsCodeButton } from '../../components/form/SmsCodeButton/SmsCodeButton'
import { TextField } from '../../components/form/TextField/TextField'

interface SmsFieldsProps {
  mobile: string
  code: string
  mobileError: string | null
  codeError: string | null
  smsView: SmsView
  onMobileChange(value: string): void
  onCodeChange(value: string): void
  onSend(countryCode: string): void
}

/** The simulator's and the first brand's market: Vietnam. The country-code list comes with registration. */
const defaultCountryCode = '84'

/** Mobile login: dialing code and number, then the SMS code with its send button. */
export function SmsFields(props: SmsFieldsProps) {
  const { t } = useLingui()
  const [countryCode, setCountryCode] = useState(defaultCountryCode)
  return (
    <>
      <div className={styles.phone}>
        <TextField
          className={styles.countryCode}
          label={t`Code`}
          name="countryCode"
          autoComplete="tel-country-code"
          inputMode="numeric"
          value={countryCode}
          onValueChange={(value) => setCountryCode(value.replace(/\D/g, ''))}
        />
        <TextField
          className={styles.mobile}
          label={t`Mobile number`}
          name="mobileNum"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          value={props.mobile}
          onValueChange={props.onMobileChange}
          error={props.mobileError}
        />
      </div>
      <TextField
        label={t`SMS code`}
        name="verificationCode"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={props.code}
        onValueChange={props.onCodeChange}
        error={props.codeError}
        aside={<SmsCodeButton view={props.smsView} onSend={() => props.onSend(countryCode)} />}
      />
    </>
  )
}
