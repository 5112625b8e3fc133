import { Trans, useLingui } from '@lingui/react/macro'
import { type CopyTarget, connectReferral, createReferral, type Money, referralLink } from '@portal/core'
import { useFlow } from '@portal/react'
import { useId } from 'react'
import { CopyField } from '../../../components/CopyField/CopyField'
import { PageState } from '../../../components/PageState/PageState'
import { QrCode } from '../../../components/QrCode/QrCode'
import { SafeHtml } from '../../../components/SafeHtml/SafeHtml'
import { useFormatters } from '../../../i18n/useFormatters'
import styles from '../MemberCentre.module.css'
import referral from './Referral.module.css'
import { ReferralReports } from './ReferralReports'

/**
 * referral (invite friends): the member's link to /register with their code, as a QR code too, the income
 * from invitees' first deposits, the invitees (accounts masked by the server) and the programme's rules.
 */
export default function ReferralPage() {
  const { t } = useLingui()
  const [view] = useFlow(createReferral, connectReferral)
  const { amount: formatAmount } = useFormatters()
  const fieldId = useId()
  const record = view.record

  if (!record || view.status === 'failed')
    return (
      <div className={styles.panel} aria-busy={view.status !== 'failed'}>
        <h1 className={styles.title}>
          <Trans>Invite friends</Trans>
        </h1>
        <PageState
          loading={view.status !== 'failed'}
          failed={view.status === 'failed'}
          onRetry={view.retry}
          reason={<Trans>Your referral details could not be loaded.</Trans>}
        />
      </div>
    )

  const link = referralLink(window.location.origin, record.code)
  const amount = (value: Money) => `${record.currencySymbol}${formatAmount(value)}`
  const copy = (what: CopyTarget, text: string) => {
    navigator.clipboard?.writeText(text).then(
      () => view.markCopied(what),
      () => {},
    )
  }
  const percent = record.rules.firstDepositPercent
  const cap = amount(record.rules.maxRewardPerInvitee)

  return (
    <>
      <div className={styles.panel}>
        <h1 className={styles.title}>
          <Trans>Invite friends</Trans>
        </h1>
        <dl className={referral.stats}>
          <div>
            <dt>
              <Trans>Referral income</Trans>
            </dt>
            <dd data-testid="referral-income">{amount(record.totalIncome)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Pending</Trans>
            </dt>
            <dd>{amount(record.pendingIncome)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Friends invited</Trans>
            </dt>
            <dd>{record.inviteeCount}</dd>
          </div>
          <div>
            <dt>
              <Trans>First deposits</Trans>
            </dt>
            <dd>{view.depositedCount}</dd>
          </div>
        </dl>
        <div className={referral.share}>
          <div className={referral.code}>
            <QrCode value={link} size={132} margin={1} label={t`Your referral link`} />
          </div>
          <div className={referral.fields}>
            <div className={referral.field}>
              <label htmlFor={`${fieldId}-link`} className={styles.muted}>
                <Trans>Your referral link</Trans>
              </label>
              <CopyField id={`${fieldId}-link`} value={link} onCopy={() => copy('link', link)}>
                {view.copied === 'link' ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
              </CopyField>
            </div>
            <div className={referral.field}>
              <label htmlFor={`${fieldId}-code`} className={styles.muted}>
                <Trans>Referral code</Trans>
              </label>
              <CopyField
                id={`${fieldId}-code`}
                value={record.code}
                variant="secondary"
                onCopy={() => copy('code', record.code)}
              >
                {view.copied === 'code' ? <Trans>Copied</Trans> : <Trans>Copy code</Trans>}
              </CopyField>
            </div>
            <p className="visually-hidden" role="status">
              {view.copied ? t`Copied to the clipboard` : ''}
            </p>
          </div>
        </div>
      </div>

      <ReferralReports amount={amount} />

      <section className={styles.panel} aria-labelledby="referral-rules">
        <h2 id="referral-rules" className={styles.subtitle}>
          <Trans>Rules</Trans>
        </h2>
        <p className={styles.muted}>
          <Trans>
            You receive {percent}% of each friend’s first deposit, up to {cap} per friend.
          </Trans>
        </p>
        {/* The server writes the rules in its own language: their direction is the text's, not the page's. */}
        <div dir="auto">
          <SafeHtml html={record.rules.content} className={referral.rules} />
        </div>
      </section>
    </>
  )
}
