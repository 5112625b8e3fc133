import { useEffect, useRef } from 'react'
import { useLocationProperty } from 'wouter/use-browser-location'

/** Spec §2: after a navigation the page scrolls to the top when the route name changed (not for a new hash). */
export function useScrollToTopOnRouteChange(routeName: string): void {
  const previous = useRef(routeName)
  useEffect(() => {
    if (previous.current === routeName) return
    previous.current = routeName
    if (!window.location.hash) window.scrollTo({ top: 0 })
  }, [routeName])
}

/** Spec §2: a URL hash scrolls to the element with that id, once the page that holds it has rendered. */
export function useScrollToHash(): void {
  const hash = useLocationProperty(() => window.location.hash)
  useEffect(() => {
    if (!hash) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' })
  }, [hash])
}
