import { Trans, useLingui } from '@lingui/react/macro'
import { connectTwoFactor, createTwoFactor, type SecurityOverviewActor } from '@portal/core'
import { useFlow } from '@portal/react'
import { brand } from '../../../brand'
import { Button } from '../../../components/Button/Button'
import { TextField } from '../../../components/form/TextField/TextField'
import { QrCode } from '../../../components/QrCode/QrCode'
import { Spinner } from '../../../components/Spinner/Spinner'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import { useValidationMessage } from '../../../i18n/useValidationMessage'
import styles from '../MemberCentre.module.css'
import security from './SecurityCentre.module.css'

// The entry the authenticator app shows is named after the brand: data, not code.
const connect = connectTwoFactor(brand.name)

/**
 * Two-factor authentication with an authenticator app (TOTP): set up with a QR code or the key typed in groups
 * of four, turned on and off with a code from the app. Once on, every sign-in asks for a code.
 */
export function TwoFactorPanel({ overview }: { overview: SecurityOverviewActor | undefined }) {
  const { t } = useLingui()
  const [view] = useFlow((portal) => createTwoFactor(portal, overview), connect, [overview])
  const failureMessage = useMemberFailure()
  const validationMessage = useValidationMessage()
  const codeError =
    (view.codeIssue && validationMessage(view.codeIssue)) ||
    (view.failure?.field === 'code' ? failureMessage(view.failure) : null)
  const generalFailure = view.failure && view.failure.field !== 'code' ? failureMessage(view.failure) : null

  const codeField = (
    <TextField
      label={t`Six-digit code from the app`}
      name="authenticatorCode"
      autoComplete="one-time-code"
      inputMode="numeric"
      dir="ltr"
      maxLength={6}
      value={view.code}
      onValueChange={view.change}
      error={codeError}
      readOnly={view.busy}
    />
  )

  return (
    <section className={styles.panel} aria-labelledby="two-factor-title" aria-busy={view.busy}>
      <div className={security.heading}>
        <h2 id="two-factor-title" className={styles.subtitle}>
          <Trans>Authenticator app</Trans>
        </h2>
        {view.status !== 'loading' && view.status !== 'failed' && (
          <span className={security.status} data-on={view.enabled} data-testid="two-factor-status">
            {view.enabled ? <Trans>On</Trans> : <Trans>Not set up</Trans>}
          </span>
        )}
      </div>
      {view.status === 'loading' && <Spinner size={20} />}
      {view.status === 'failed' && (
        <>
          <p role="alert" className={styles.failure}>
            <Trans>The authenticator setting could not be loaded.</Trans>
          </p>
          <Button size="small" onClick={view.retry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
      {(view.status === 'off' || view.status === 'issuing') && (
        <>
          <p className={styles.muted}>
            <Trans>
              Sign-ins will also ask for a six-digit code from an authenticator app on your phone, so a stolen
              password is not enough.
            </Trans>
          </p>
          <Button size="small" onClick={view.bind} disabled={view.busy} data-testid="two-factor-setup">
            {view.busy ? <Trans>Preparing…</Trans> : <Trans>Set up</Trans>}
          </Button>
        </>
      )}
      {view.binding && (
        <form
          className={security.binding}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            view.submit()
          }}
        >
          <ol className={security.steps}>
            <li>
              <div className={security.step}>
                <Trans>Scan this QR code with your authenticator app.</Trans>
                <QrCode value={view.binding.uri} size={168} margin={2} label={t`Authenticator set-up key`} />
              </div>
            </li>
            <li>
              {/* What an app asks for when an entry is added by hand: the account's name and the key. */}
              <div className={security.step}>
                <Trans>Or type the account and the key in the app by hand:</Trans>
                <dl className={security.manual}>
                  <dt>
                    <Trans>Account</Trans>
                  </dt>
                  <dd data-testid="authenticator-account">
                    <bdi>{view.binding.account}</bdi>
                  </dd>
                  <dt>
                    <Trans>Set-up key</Trans>
                  </dt>
                  <dd>
                    <code className={security.secret} dir="ltr" data-testid="authenticator-key">
                      {view.binding.groups.join(' ')}
                    </code>
                  </dd>
                </dl>
              </div>
            </li>
            <li>
              <Trans>Enter the code the app shows to turn it on.</Trans>
            </li>
          </ol>
          <div className={security.form}>
            {codeField}
            {generalFailure && (
              <p role="alert" className={styles.failure}>
                {generalFailure}
              </p>
            )}
            <div className={security.actions}>
              <Button type="submit" disabled={view.busy}>
                {view.busy ? <Trans>Checking…</Trans> : <Trans>Turn on</Trans>}
              </Button>
              <Button variant="secondary" onClick={view.cancel} disabled={view.busy}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </div>
        </form>
      )}
      {view.enabled && (
        <form
          className={security.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            view.submit()
          }}
        >
          <p className={styles.muted}>
            <Trans>
              Every sign-in asks for a code from your app. To turn this off, enter a code from it.
            </Trans>
          </p>
          {codeField}
          {generalFailure && (
            <p role="alert" className={styles.failure}>
              {generalFailure}
            </p>
          )}
          <Button type="submit" variant="secondary" disabled={view.busy}>
            {view.busy ? <Trans>Checking…</Trans> : <Trans>Turn off</Trans>}
          </Button>
        </form>
      )}
      {generalFailure && view.status === 'off' && (
        <p role="alert" className={styles.failure}>
          {generalFailure}
        </p>
      )}
      {view.changed && (
        <p role="status" className={styles.success}>
          {view.changed === 'enabled' ? (
            <Trans>The authenticator app is on.</Trans>
          ) : (
            <Trans>The authenticator app is off.</Trans>
          )}
        </p>
      )}
    </section>
  )
}
