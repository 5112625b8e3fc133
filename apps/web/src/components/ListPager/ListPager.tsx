import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../Button/Button'

interface ListPagerProps {
  /** The page on show, from 1. */
  page: number
  totalPages: number
  goToPage(page: number): void
  className?: string | undefined
}

/** Previous, "Page n of m" and Next under a list the platform pages; nothing while everything fits on one. */
export function ListPager({ page, totalPages, goToPage, className }: ListPagerProps) {
  const { t } = useLingui()
  if (totalPages <= 1) return null
  return (
    <nav className={className} aria-label={t`Pages`}>
      <Button size="small" variant="secondary" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
        <Trans context="page">Previous</Trans>
      </Button>
      <span>
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      </span>
      <Button
        size="small"
        variant="secondary"
        disabled={page >= totalPages}
        onClick={() => goToPage(page + 1)}
      >
        <Trans context="page">Next</Trans>
      </Button>
    </nav>
  )
}
