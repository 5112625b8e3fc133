import { Trans, useLingui } from '@lingui/react/macro'
import {
  connectMemberForm,
  createEmailVerification,
  createEmailVerificationSend,
  type EmailVerificationSent,
  type SecurityOverviewActor,
} from '@portal/core'
import { useFlow } from '@portal/react'
import { Button, ButtonLink } from '../../../components/Button/Button'
import { SaveOutcome } from '../../../components/form/SaveOutcome/SaveOutcome'
import { submitted } from '../../../components/form/submitted'
import { TextField } from '../../../components/form/TextField/TextField'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import { useFieldError } from '../useFieldError'
import security from './SecurityCentre.module.css'

/**
 * Verify the e-mail on file (issue 32): a code mailed to it, typed back. Without an address it leads to the
 * profile, where one is added; a changed address is checked again.
 */
export function EmailVerificationPanel({
  email,
  verified,
  overview,
}: {
  email: string | null
  verified: boolean
  overview: SecurityOverviewActor | undefined
}) {
  const { t } = useLingui()
  const [send] = useFlow(createEmailVerificationSend, connectMemberForm<EmailVerificationSent>)
  const [view] = useFlow((portal) => createEmailVerification(portal, overview), connectMemberForm)
  const errorOf = useFieldError(view)
  const failureMessage = useMemberFailure()
  const sentTo = send.saved ? send.meta?.email : null
  return (
    <section className={styles.panel} aria-labelledby="email-verification-title">
      <div className={security.heading}>
        <h2 id="email-verification-title" className={styles.subtitle}>
          <Trans>E-mail verification</Trans>
        </h2>
        {email && (
          <span className={security.status} data-on={verified} data-testid="email-status">
            {verified ? <Trans>Verified</Trans> : <Trans>Not verified</Trans>}
          </span>
        )}
      </div>
      {!email && (
        <>
          <p className={styles.muted}>
            <Trans>Add an e-mail address to your profile, then verify it here.</Trans>
          </p>
          <div className={styles.row}>
            <ButtonLink to="/member/profile" size="small" variant="secondary">
              <Trans>Add</Trans>
            </ButtonLink>
          </div>
        </>
      )}
      {email && verified && (
        <p className={styles.muted}>
          <Trans>{email} is verified. Changing the address in the profile means verifying the new one.</Trans>
        </p>
      )}
      {email && !verified && (
        <form className={security.form} noValidate onSubmit={submitted(() => view.submit())}>
          <p className={styles.muted}>
            <Trans>We e-mail a six-digit code to {email}. It lasts 10 minutes.</Trans>
          </p>
          <div className={styles.row}>
            <Button
              size="small"
              variant="secondary"
              onClick={send.submit}
              disabled={!send.canSubmit}
              data-testid="email-send-code"
            >
              {send.saving ? <Trans>Sending…</Trans> : <Trans>E-mail me a code</Trans>}
            </Button>
          </div>
          <SaveOutcome
            failure={send.failure && failureMessage(send.failure)}
            saved={sentTo && <Trans>We e-mailed a code to {sentTo}.</Trans>}
          />
          <TextField
            label={t`E-mail code`}
            name="verificationCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={6}
            value={view.fields.verificationCode ?? ''}
            onValueChange={(value) => view.change('verificationCode', value)}
            error={errorOf('verificationCode')}
            readOnly={view.saving}
          />
          <SaveOutcome failure={view.failure && failureMessage(view.failure)} saved={null} />
          <Button type="submit" disabled={!view.canSubmit}>
            {view.saving ? <Trans>Verifying…</Trans> : <Trans>Verify e-mail</Trans>}
          </Button>
        </form>
      )}
    </section>
  )
}
