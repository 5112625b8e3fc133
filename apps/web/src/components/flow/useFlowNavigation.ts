import type { NavigateEmitted } from '@portal/core'
import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'

/** Any actor that emits the core's navigations. */
export interface NavigationSource {
  on(type: 'navigate', listener: (event: NavigateEmitted) => void): { unsubscribe(): void }
}

const asIs = (to: string) => to

/**
 * Moves the router where a flow says (the core only names the place). `route` rewrites a target first, as a
 * popup does to stay a popup. The latest `route` is used without resubscribing.
 */
export function useFlowNavigation(
  flow: NavigationSource | undefined,
  route: (to: string) => string = asIs,
): void {
  const [, navigate] = useLocation()
  const latest = useRef({ navigate, route })
  latest.current = { navigate, route }
  useEffect(() => {
    if (!flow) return
    const subscription = flow.on('navigate', ({ to, replace }) =>
      latest.current.navigate(latest.current.route(to), { replace: replace ?? false }),
    )
    return () => subscription.unsubscribe()
  }, [flow])
}
