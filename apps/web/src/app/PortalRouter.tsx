import { useSession } from '@portal/react'
import { lazy, Suspense } from 'react'
import { useSearch } from 'wouter'
import { useFlowNavigation } from '../components/flow/useFlowNavigation'
import { authDialogOf } from '../components/popups/authDialog'
import { RouterShell } from '../router/RouterShell'
import { SwitchAccountDialog } from './SwitchAccountDialog'

// The sign-in popups load when one is first named in the location, never with the first page.
const AuthDialogs = lazy(() => import('./AuthDialogs'))
// The announcement, notice, help and feedback popups: a chunk of their own, fetched right after the first page.
const ContentPopups = lazy(() => import('./ContentPopups'))

/** The route shell fed by the portal: the guard reads the session, and the core's navigations move the router. */
export function PortalRouter() {
  const [view, actor] = useSession()
  useFlowNavigation(actor)
  const popup = authDialogOf(useSearch())
  return (
    <>
      <RouterShell session={view} />
      <SwitchAccountDialog view={view} />
      <Suspense fallback={null}>
        <ContentPopups />
      </Suspense>
      {popup && (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      )}
    </>
  )
}
