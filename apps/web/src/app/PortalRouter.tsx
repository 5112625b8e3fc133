import { useSession } from '@portal/react'
import { lazy, Suspense } from 'react'
import { useSearch } from 'wouter'
import { useFlowNavigation } from '../components/flow/useFlowNavigation'
import { authDialogOf } from '../components/popups/authDialog'
import { settleRank, WhenPageSettled } from '../platform/pageSettled'
import { RouterShell } from '../router/RouterShell'

// The sign-in popups load when one is first named in the location, never with the first page.
const AuthDialogs = lazy(() => import('./AuthDialogs'))
// The announcement, notice, help and feedback popups: a chunk of their own, fetched in the announcement popup's
// turn once the page has settled (a popup named in the address opens then).
const loadContentPopups = () => import('./ContentPopups')
const ContentPopups = lazy(loadContentPopups)
// Asked only when a link offers an account: rare, so never on the first page.
const SwitchAccountDialog = lazy(() => import('./SwitchAccountDialog'))

/** The route shell fed by the portal: the guard reads the session, and the core's navigations move the router. */
export function PortalRouter() {
  const [view, actor] = useSession()
  useFlowNavigation(actor)
  const popup = authDialogOf(useSearch())
  // A visitor's first screen is the boot shell's banner, painted before the app: the popups' module can come with
  // the boot, so its evaluation is not among the tasks after the page settles. A member's page waits for its content.
  if (view.status === 'anonymous') void loadContentPopups()
  return (
    <>
      <RouterShell session={view} />
      {view.switchOffered && (
        <Suspense fallback={null}>
          <SwitchAccountDialog view={view} />
        </Suspense>
      )}
      <WhenPageSettled rank={settleRank.announcementPopup}>
        <ContentPopups />
      </WhenPageSettled>
      {popup && (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      )}
    </>
  )
}
