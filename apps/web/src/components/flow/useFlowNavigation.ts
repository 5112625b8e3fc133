import type { NavigateEmitted } from '@portal/core'
import { useEffect, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import { signInRequiredHref } from './returnAfterLogin'

/** Any actor that emits the core's navigations. */
export interface NavigationSource {
  on(type: 'navigate', listener: (event: NavigateEmitted) => void): { unsubscribe(): void }
}

const asIs = (to: string) => to

/**
 * Moves the router where a flow says (the core only names the place). `route` rewrites a target first, as a
 * popup does to stay a popup. The latest `route` is used without resubscribing. A visitor sent to sign in
 * (`reason: 'signInRequired'`) reaches the login page that says why and comes back here afterwards.
 */
export function useFlowNavigation(
  flow: NavigationSource | undefined,
  route: (to: string) => string = asIs,
): void {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const here = search ? `${path}?${search}` : path
  const latest = useRef({ navigate, route, here })
  latest.current = { navigate, route, here }
  useEffect(() => {
    if (!flow) return
    const subscription = flow.on('navigate', ({ to, replace, reason }) => {
      const { navigate, route, here } = latest.current
      const target = reason === 'signInRequired' ? signInRequiredHref(here) : route(to)
      navigate(target, { replace: replace ?? false })
    })
    return () => subscription.unsubscribe()
  }, [flow])
}
