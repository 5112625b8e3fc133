import { Trans, useLingui } from '@lingui/react/macro'
import { agentReferralLink, connectAgentLinks, createAgentLinks } from '@portal/core'
import { useFlow } from '@portal/react'
import { useId } from 'react'
import { CopyField } from '../../../components/CopyField/CopyField'
import { PageState } from '../../../components/PageState/PageState'
import { QrCode } from '../../../components/QrCode/QrCode'
import { useTeamFailure } from '../../../components/teamMoney/useTeamFailure'
import { useFormatters } from '../../../i18n/useFormatters'
import centre from '../AgentCentre.module.css'
import styles from './ReferralLinks.module.css'

/**
 * Referral links (CREATEAFF3 / AFFMAN3): each of my invitation codes as a registration address and a QR code,
 * with a copy button and what the link brought in (registrations, first deposits), counted by the server.
 */
export default function ReferralLinksPage() {
  const { t } = useLingui()
  const [view] = useFlow(createAgentLinks, connectAgentLinks)
  const format = useFormatters()
  const failure = useTeamFailure()
  const fieldId = useId()
  const copy = (code: string, text: string) => {
    navigator.clipboard?.writeText(text).then(
      () => view.markCopied(code),
      () => {},
    )
  }

  return (
    <div className={centre.panel}>
      <h2 className={centre.title}>
        <Trans>Referral links</Trans>
      </h2>
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'failed' && !!view.failure}
        reason={view.failure && failure(view.failure)}
        onRetry={view.retry}
      >
        {view.links.length === 0 ? (
          <p className={centre.muted}>
            <Trans>You have no invitation code yet.</Trans>
          </p>
        ) : (
          <ul className={styles.links}>
            {view.links.map((link) => {
              const address = agentReferralLink(window.location.origin, link.code)
              const id = `${fieldId}-${link.code}`
              return (
                <li key={link.code} className={styles.link} data-testid={`referral-link-${link.code}`}>
                  <div className={styles.qr}>
                    <QrCode value={address} size={120} margin={1} label={t`Link with code ${link.code}`} />
                  </div>
                  <div className={styles.fields}>
                    <label htmlFor={id} className={centre.muted}>
                      <Trans>
                        Link with code <span dir="ltr">{link.code}</span>
                      </Trans>
                    </label>
                    <CopyField id={id} value={address} onCopy={() => copy(link.code, address)}>
                      {view.copied === link.code ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
                    </CopyField>
                    <dl className={styles.stats}>
                      <div>
                        <dt>
                          <Trans>Registrations</Trans>
                        </dt>
                        <dd>{format.count(link.registrations)}</dd>
                      </div>
                      <div>
                        <dt>
                          <Trans>First deposits</Trans>
                        </dt>
                        <dd>{format.count(link.firstDeposits)}</dd>
                      </div>
                    </dl>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </PageState>
      <p className="visually-hidden" role="status">
        {view.copied ? t`Copied to the clipboard` : ''}
      </p>
    </div>
  )
}
