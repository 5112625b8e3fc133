import type { PromotionStatus } from '@portal/core'
import styles from './StatusBadge.module.css'
import { statusTone, usePromotionCopy } from './usePromotionCopy'

/** A promotion's status in colour and words. */
export function StatusBadge({ status }: { status: PromotionStatus }) {
  const copy = usePromotionCopy()
  return (
    <span className={`${styles.badge} ${styles[statusTone[status]]}`} data-status={status}>
      {copy.status(status)}
    </span>
  )
}
