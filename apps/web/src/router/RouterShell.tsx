import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation, useRouter, useSearch } from 'wouter'
import { GamePageContext } from '../components/BalanceWidget/useGamePage'
import { LoadingCover } from '../components/LoadingCover/LoadingCover'
import { authDialogOf } from '../components/popups/authDialog'
import { SiteLayout } from '../layouts/SiteLayout/SiteLayout'
import { findRoute } from './findRoute'
import { type GuardSession, guardRoute } from './guard'
import { usePageLoaded } from './lazyPages'
import { PageHost } from './PageHost'
import type { TurnedAway } from './TurnedAwayDialog'
import { useDocumentDescription } from './useDocumentDescription'
import { useDocumentTitle } from './useDocumentTitle'
import { useScrollToTopOnRouteChange } from './useScrollOnNavigation'

// Shown only when the guard turns a member away: loaded then, not with the first page.
const TurnedAwayDialog = lazy(() => import('./TurnedAwayDialog'))

/**
 * Matches the location against the route table, applies the navigation guard, and renders the route's layout
 * around its page. The page is keyed by path, so it is re-created on every path change (spec §2) while the
 * header and footer stay mounted.
 */
export function RouterShell({ session }: { session: GuardSession }) {
  const [path, navigate] = useLocation()
  const { parser } = useRouter()
  const match = findRoute(parser, path)
  const search = useSearch()
  const asked = search ? `${path}?${search}` : path
  const verdict = guardRoute(match.route, session, { dialog: authDialogOf(search), path: asked })
  const lastEntered = useRef<string | null>(null)
  const [turnedAway, setTurnedAway] = useState<TurnedAway | null>(null)
  const loginTo = verdict.kind === 'login' || verdict.kind === 'changePassword' ? verdict.to : null
  // While a stored token's member loads, the page is already asked for: it renders at once when let in.
  const pageLoaded = usePageLoaded(
    match.route.group,
    match.params,
    verdict.kind === 'wait' || verdict.kind === 'enter',
  )
  const entered = verdict.kind === 'enter' && pageLoaded

  useEffect(() => {
    if (verdict.kind === 'enter') lastEntered.current = path
    if (loginTo) navigate(loginTo, { replace: true })
    if (verdict.kind === 'realAccountNeeded' || verdict.kind === 'agentsOnly') {
      setTurnedAway(verdict.kind)
      navigate(lastEntered.current ?? '/', { replace: true })
    }
  }, [verdict.kind, loginTo, path, navigate])

  useScrollToTopOnRouteChange(match.route.name)
  useDocumentTitle(match.route.title)
  useDocumentDescription(match.route.title)

  return (
    <>
      <GamePageContext value={match.route.gamePage}>
        <SiteLayout layout={match.route.layout}>
          {entered && <PageHost key={path} route={match.route} params={match.params} />}
          {(verdict.kind === 'wait' || (verdict.kind === 'enter' && !entered)) && <LoadingCover />}
        </SiteLayout>
      </GamePageContext>
      {turnedAway && (
        <Suspense fallback={null}>
          <TurnedAwayDialog reason={turnedAway} onClose={() => setTurnedAway(null)} />
        </Suspense>
      )}
    </>
  )
}
