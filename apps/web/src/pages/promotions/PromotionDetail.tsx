import { Trans, useLingui } from '@lingui/react/macro'
import { buttonOf, type Promotion, type PromotionsIntents, type PromotionsView } from '@portal/core'
import { useSession } from '@portal/react'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'wouter'
import { FailureNotice } from '../../components/FailureNotice/FailureNotice'
import { Icon } from '../../components/Icon/Icon'
import { StatusBadge } from '../../components/promotions/StatusBadge'
import { usePromotionCopy } from '../../components/promotions/usePromotionCopy'
import { SafeHtml } from '../../components/SafeHtml/SafeHtml'
import { Spinner } from '../../components/Spinner/Spinner'
import { useFormatters } from '../../i18n/useFormatters'
import { useMemberFailure } from '../../i18n/useMemberFailure'
import { PromotionAction } from './PromotionAction'
import { Period } from './PromotionCard'

// The application form (its flow and the image picker) is for the member who applies: it loads then, keeping
// the promotions page's own chunk within its 30 KiB (issue 17).
const ApplicationForm = lazy(() =>
  import('./ApplicationForm').then((module) => ({ default: module.ApplicationForm })),
)

import styles from './Promotions.module.css'

/** /promotions/<id>: the promotion's rules (server HTML, sanitised), its progress, its button or application. */
export function PromotionDetail({
  promotion,
  view,
}: {
  promotion: Promotion
  view: PromotionsView & PromotionsIntents
}) {
  const { t } = useLingui()
  const copy = usePromotionCopy()
  const { amount } = useFormatters()
  const [session] = useSession()
  const failureMessage = useMemberFailure()
  const [applying, setApplying] = useState(false)
  const showForm = session.isLogin && buttonOf(promotion) === 'apply' && applying
  const failed = view.actionFailure && view.pending?.promotionId === promotion.id ? view.actionFailure : null
  const percent =
    promotion.target && promotion.progress && promotion.target.minor > 0n
      ? Number((promotion.progress.minor * 100n) / promotion.target.minor)
      : null
  return (
    <article className={styles.detail} aria-labelledby="promotion-title">
      <Link to="/promotions" className={styles.back}>
        <Icon name="chevron" size={16} className={styles.backIcon} />
        <Trans>All promotions</Trans>
      </Link>
      <div className={styles.cardTop}>
        <span className={styles.category}>{copy.category(promotion.category)}</span>
        <StatusBadge status={promotion.status} />
      </div>
      <h2 id="promotion-title" className={styles.detailTitle}>
        {promotion.title}
      </h2>
      <Period promotion={promotion} />
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>Bonus</Trans>
          </dt>
          <dd className={styles.number}>{amount(promotion.bonus)}</dd>
        </div>
        {promotion.target && (
          <div>
            <dt>
              {promotion.kind === 'deposit' ? <Trans>Deposit target</Trans> : <Trans>Turnover target</Trans>}
            </dt>
            <dd className={styles.number}>{amount(promotion.target)}</dd>
          </div>
        )}
        {promotion.progress && percent !== null && (
          <div className={styles.progressFact}>
            <dt>
              <Trans>Your progress</Trans>
            </dt>
            <dd className={styles.number}>
              <progress max={100} value={percent} aria-label={t`Your progress`} />{' '}
              <span data-testid="promotion-progress">{amount(promotion.progress)}</span>
            </dd>
          </div>
        )}
      </dl>
      <SafeHtml html={promotion.content} className={styles.rules} />
      {showForm ? (
        <Suspense fallback={<Spinner />}>
          <ApplicationForm promotionId={promotion.id} onSent={view.refresh} />
        </Suspense>
      ) : (
        <div className={styles.detailAction}>
          <PromotionAction promotion={promotion} view={view} onApply={() => setApplying(true)} />
        </div>
      )}
      {failed && (
        <FailureNotice onRetry={view.canRetry ? view.retry : undefined} onDismiss={view.dismiss}>
          {failureMessage(failed)}
        </FailureNotice>
      )}
    </article>
  )
}
