import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useRouter, useSearch } from 'wouter'
import { GamePageContext } from '../components/BalanceWidget/useGamePage'
import { Dialog } from '../components/Dialog/Dialog'
import { LoadingCover } from '../components/LoadingCover/LoadingCover'
import { authDialogOf } from '../components/popups/authDialog'
import { SiteLayout } from '../layouts/SiteLayout/SiteLayout'
import { findRoute } from './findRoute'
import { type GuardSession, guardRoute } from './guard'
import { PageHost } from './PageHost'
import { useDocumentTitle } from './useDocumentTitle'
import { useScrollToTopOnRouteChange } from './useScrollOnNavigation'

/**
 * Matches the location against the route table, applies the navigation guard, and renders the route's layout
 * around its page. The page is keyed by path, so it is re-created on every path change (spec §2) while the
 * header and footer stay mounted.
 */
export function RouterShell({ session }: { session: GuardSession }) {
  const [path, navigate] = useLocation()
  const { parser } = useRouter()
  const match = findRoute(parser, path)
  const verdict = guardRoute(match.route, session, { dialog: authDialogOf(useSearch()) })
  const lastEntered = useRef<string | null>(null)
  const [turnedAway, setTurnedAway] = useState<'realAccountNeeded' | 'agentsOnly' | null>(null)
  const loginTo = verdict.kind === 'login' || verdict.kind === 'changePassword' ? verdict.to : null

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

  return (
    <>
      <GamePageContext value={match.route.gamePage}>
        <SiteLayout layout={match.route.layout}>
          {verdict.kind === 'enter' && <PageHost key={path} route={match.route} params={match.params} />}
          {verdict.kind === 'wait' && <LoadingCover />}
        </SiteLayout>
      </GamePageContext>
      <Dialog
        open={turnedAway === 'realAccountNeeded'}
        icon="lock"
        title={<Trans>A real account is needed</Trans>}
        confirmLabel={<Trans>OK</Trans>}
        onClose={() => setTurnedAway(null)}
      >
        <Trans>Trial accounts cannot use this area. Please sign in with a real account.</Trans>
      </Dialog>
      <Dialog
        open={turnedAway === 'agentsOnly'}
        icon="briefcase"
        title={<Trans>Agents only</Trans>}
        confirmLabel={<Trans>OK</Trans>}
        onClose={() => setTurnedAway(null)}
      >
        <Trans>The agent centre is for agent accounts. Your account is a member account.</Trans>
      </Dialog>
    </>
  )
}
