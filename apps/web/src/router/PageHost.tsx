import { Suspense, useEffect } from 'react'
import { ErrorBoundary } from '../components/ErrorBoundary/ErrorBoundary'
import { LoadingCover } from '../components/LoadingCover/LoadingCover'
import { PageFailure } from '../components/PageFailure/PageFailure'
import { markPageShown } from '../platform/pageSettled'
import { ReadyLazy } from '../platform/readyLazy'
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
        <>
          <PageFailure
            error={error}
            onRetry={() => {
              forgetPage(route.group)
              reset()
            }}
          />
          <PageShown />
        </>
      )}
    >
      <Suspense fallback={<LoadingCover />}>
        <RoutePage route={route} params={params} />
        <HashScroller />
        <PageShown />
      </Suspense>
    </ErrorBoundary>
  )
}

/** Looks the lazy page up while rendering, so a retry after `forgetPage` mounts a fresh download. */
function RoutePage({ route, params }: RouteMatch) {
  return <ReadyLazy loader={lazyPage(route.group)} props={{ route, params }} />
}

/** Rendered beside the page inside Suspense, so it runs only once the page's elements exist. */
function HashScroller() {
  useScrollToHash()
  return null
}

/** Beside the page inside Suspense too: the parts that wait for the first page (pageSettled) learn it is in. */
function PageShown() {
  useEffect(markPageShown, [])
  return null
}
