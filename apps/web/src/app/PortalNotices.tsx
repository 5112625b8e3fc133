import { usePortal } from '@portal/react'
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { ErrorBoundary } from '../components/ErrorBoundary/ErrorBoundary'
import { noticeFeedFlow } from '../components/flow/noticeFeed'
import { ToastRegion } from '../components/Toast/Toast'

const loadNoticeToasts = () => import('./NoticeToasts')
// The sentences are not part of the first page: most visits never have a notice. They are fetched once the
// page is idle, so a notice raised later (offline, say) does not wait for a download that may fail.
const NoticeToasts = lazy(loadNoticeToasts)

/** The portal's one polite live region, with the core's notices in it as translated toasts. */
export function PortalNotices() {
  // The visit's feed, asked of the registry before the portal started (main.tsx): the same one all visit long.
  const feed = usePortal().flows.get(noticeFeedFlow)
  const pending = useSyncExternalStore(feed.subscribe, feed.current).length > 0
  useEffect(() => {
    const load = () => void loadNoticeToasts().catch(() => undefined)
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 1000)
      return () => clearTimeout(timer)
    }
    const idle = requestIdleCallback(load)
    return () => cancelIdleCallback(idle)
  }, [])
  return (
    <ToastRegion>
      {pending && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <NoticeToasts feed={feed} />
          </Suspense>
        </ErrorBoundary>
      )}
    </ToastRegion>
  )
}
