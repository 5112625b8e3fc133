import type { ReactNode } from 'react'
import panel from '../../styles/panel.module.css'
import { PageState } from './PageState'

/**
 * A centre page before its data: its panel, busy while loading, with the title where the page shows one from the
 * start (only what it needs to load waits), then the translated reason and "Try again" once it failed.
 */
export function PanelState({
  status,
  title = null,
  reason,
  onRetry,
}: {
  status: 'loading' | 'failed'
  title?: ReactNode
  /** Why it failed, translated. */
  reason: ReactNode
  onRetry: () => void
}) {
  return (
    <div className={panel.panel} aria-busy={status === 'loading'}>
      {title}
      <PageState
        loading={status === 'loading'}
        failed={status === 'failed'}
        onRetry={onRetry}
        reason={reason}
      />
    </div>
  )
}
