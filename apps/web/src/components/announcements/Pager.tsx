import { useLingui } from '@lingui/react/macro'
import { Icon } from '../Icon/Icon'
import styles from './Pager.module.css'

interface PagerProps {
  /** From 1. */
  page: number
  pageCount: number
  onPage(page: number): void
  label: string
}

/** Page buttons under a popup's list; nothing when everything fits on one page. */
export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        aria-label={t`Previous page`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="chevron" size={16} />
      </button>
      {pages.map((number) => (
        <button
          key={number}
          type="button"
          className={styles.page}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t`Page ${number}`}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${styles.step} ${styles.next}`}
        aria-label={t`Next page`}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        <Icon name="chevron" size={16} />
      </button>
    </nav>
  )
}
