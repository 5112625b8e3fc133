import { Trans, useLingui } from '@lingui/react/macro'
import { connectSecurity, createSecurityOverview, type SecurityItem } from '@portal/core'
import { useFlow } from '@portal/react'
import type { ReactNode } from 'react'
import { ButtonLink } from '../../../components/Button/Button'
import { Icon } from '../../../components/Icon/Icon'
import { PanelState } from '../../../components/PageState/PanelState'
import styles from '../MemberCentre.module.css'
import { BindMobileForm } from './BindMobileForm'
import { EmailVerificationPanel } from './EmailVerificationPanel'
import { FundPasswordForm } from './FundPasswordForm'
import { FundPasswordResetForm } from './FundPasswordResetForm'
import security from './SecurityCentre.module.css'
import { SecurityQuestionsForm } from './SecurityQuestionsForm'
import { TwoFactorPanel } from './TwoFactorPanel'

/**
 * securityCenter ("my account"): what protects the account, a score, and the forms that add what is missing.
 * The login password changes on the change-password page (the same flow as a forced change).
 */
export default function SecurityCentrePage() {
  const { t } = useLingui()
  const [view, overview] = useFlow(createSecurityOverview, connectSecurity)
  const labels: Record<SecurityItem, string> = {
    loginPassword: t`Login password`,
    fundPassword: t`Fund password`,
    mobile: t`Mobile number`,
    email: t`E-mail`,
    realName: t`Real name`,
    bankCard: t`Bank card`,
    authenticator: t`Authenticator app`,
  }
  const levels = { weak: t`Weak`, fair: t`Fair`, strong: t`Strong` }

  // The page's title from the start, as the other centre pages: only what it needs to load waits.
  const title = (
    <h1 className={styles.title}>
      <Trans>Security centre</Trans>
    </h1>
  )
  if (view.status === 'loading' || view.status === 'failed')
    return (
      <PanelState
        status={view.status}
        title={title}
        onRetry={view.retry}
        reason={<Trans>Your security settings could not be loaded.</Trans>}
      />
    )

  const config = view.data
  const actions: Partial<Record<SecurityItem, ReactNode>> = {
    loginPassword: (
      <ButtonLink to="/changePassword" size="small" variant="secondary">
        <Trans>Change</Trans>
      </ButtonLink>
    ),
    email: (
      <ButtonLink to="/member/profile" size="small" variant="secondary">
        {config?.email ? <Trans>Change</Trans> : <Trans>Add</Trans>}
      </ButtonLink>
    ),
    realName: config?.payeeName ? null : (
      <ButtonLink to="/member/profile" size="small" variant="secondary">
        <Trans>Add</Trans>
      </ButtonLink>
    ),
  }

  return (
    <>
      <div className={styles.panel}>
        {title}
        <div className={security.score}>
          <meter
            className={security.meter}
            min={0}
            max={100}
            low={50}
            high={80}
            optimum={100}
            value={view.score}
            aria-label={t`Security score`}
          />
          <span data-testid="security-score">
            <Trans>
              Security score {view.score} / 100 · {levels[view.level]}
            </Trans>
          </span>
        </div>
        <ul className={security.checklist} aria-label={t`Security checklist`}>
          {view.checks.map((check) => (
            <li key={check.item} className={security.check} data-done={check.done}>
              <Icon name={check.done ? 'shield' : 'lock'} size={20} />
              <span className={security.label}>
                <strong>{labels[check.item]}</strong>
                <span className={styles.muted}>{check.done ? (check.detail ?? t`Set`) : t`Not set`}</span>
              </span>
              {actions[check.item]}
            </li>
          ))}
        </ul>
        <div className={styles.row}>
          <ButtonLink to="/member/identity" size="small" variant="secondary">
            <Trans>Identity verification</Trans>
          </ButtonLink>
        </div>
      </div>
      {config && <FundPasswordForm mode={config.hasFundPassword ? 'change' : 'set'} overview={overview} />}
      {config?.hasFundPassword && (
        <FundPasswordResetForm bound={config.mobileNum ?? null} overview={overview} />
      )}
      <BindMobileForm bound={config?.mobileNum ?? null} overview={overview} />
      {config && (
        <EmailVerificationPanel
          email={config.email ?? null}
          verified={config.emailVerified}
          overview={overview}
        />
      )}
      <TwoFactorPanel overview={overview} />
      <SecurityQuestionsForm />
    </>
  )
}
