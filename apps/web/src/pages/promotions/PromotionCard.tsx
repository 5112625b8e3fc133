import { Trans } from '@lingui/react/macro'
import type { Promotion, PromotionsIntents, PromotionsView } from '@portal/core'
import { Link, useLocation } from 'wouter'
import { StatusBadge } from '../../components/promotions/StatusBadge'
import { usePromotionCopy } from '../../components/promotions/usePromotionCopy'
import { useFormatters } from '../../i18n/useFormatters'
import { PromotionAction } from './PromotionAction'
import styles from './Promotions.module.css'

/** A promotion in the list: category, title, period, bonus, status and its button. */
export function PromotionCard({
  promotion,
  view,
}: {
  promotion: Promotion
  view: PromotionsView & PromotionsIntents
}) {
  const copy = usePromotionCopy()
  const { amount } = useFormatters()
  const [, navigate] = useLocation()
  const href = `/promotions/${promotion.id}`
  return (
    <li className={styles.card} data-promotion={promotion.id}>
      <div className={styles.cardTop}>
        <span className={styles.category}>{copy.category(promotion.category)}</span>
        <StatusBadge status={promotion.status} />
      </div>
      <h2 className={styles.cardTitle}>
        <Link to={href}>{promotion.title}</Link>
      </h2>
      <Period promotion={promotion} />
      <p className={styles.bonus}>
        <Trans>Bonus</Trans> <strong className={styles.number}>{amount(promotion.bonus)}</strong>
      </p>
      <div className={styles.cardActions}>
        <Link to={href} className={styles.more}>
          <Trans>Details</Trans>
        </Link>
        <PromotionAction promotion={promotion} view={view} onApply={() => navigate(href)} />
      </div>
    </li>
  )
}

export function Period({ promotion }: { promotion: Promotion }) {
  const { dateTime } = useFormatters()
  return (
    <p className={styles.period}>
      <time dateTime={promotion.startTime}>{dateTime(promotion.startTime)}</time>
      <span aria-hidden="true"> – </span>
      <time dateTime={promotion.endTime}>{dateTime(promotion.endTime)}</time>
    </p>
  )
}
