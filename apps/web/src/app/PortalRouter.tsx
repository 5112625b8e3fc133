import type { NavigateEmitted } from '@portal/core'
import { useEmitted, useSession } from '@portal/react'
import { useLocation } from 'wouter'
import { RouterShell } from '../router/RouterShell'

/** The route shell fed by the portal: the guard reads the session, and the core's navigations move the router. */
export function PortalRouter() {
  const { view, actor } = useSession()
  const [, navigate] = useLocation()
  useEmitted(actor, 'navigate', (event: NavigateEmitted) =>
    navigate(event.to, { replace: event.replace ?? false }),
  )
  return <RouterShell session={view} />
}
