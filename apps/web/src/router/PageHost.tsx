import { Suspense } from 'react'
import { ErrorBoundary } from '../components/ErrorBoundary/ErrorBoundary'
import { LoadingCover } from '../components/LoadingCover/LoadingCover'
import { PageFailure } from '../components/PageFailure/PageFailure'
import type { RouteMatch } from './findRoute'
import { forgetPage, lazyPage } from './lazyPages'
import { useScrollToHash } from './useScrollOnNavigation'

/**
 * The main content of one location: the route's page group, downloaded on demand behind the loading cover,
 * with its failures (download or render) kept here and offered a retry instead of a blank page.
 */
export function PageHost({ route, params }: RouteMatch) {
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <PageFailure
          error={error}
          onRetry={() => {
            forgetPage(route.group)
            reset()
          }}
        />
      )}
    >
      <Suspense fallback={<LoadingCover />}>
        <RoutePage route={route} params={params} />
        <HashScroller />
      </Suspense>
    </ErrorBoundary>
  )
}

/** Looks the lazy page up while rendering, so a retry after `forgetPage` mounts a fresh download. */
function RoutePage({ route, params }: RouteMatch) {
  const Page = lazyPage(route.group)
  return <Page route={route} params={params} />
}

/** Rendered beside the page inside Suspense, so it runs only once the page's elements exist. */
function HashScroller() {
  useScrollToHash()
  return null
}
