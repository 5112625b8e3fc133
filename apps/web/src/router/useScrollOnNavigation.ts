import { useEffect, useRef } from 'react'
import { useLocationProperty } from 'wouter/use-browser-location'
import { hashAnchor } from '../platform/urlHash'

/** Spec §2: after a navigation the page scrolls to the top when the route name changed (not for a new hash). */
export function useScrollToTopOnRouteChange(routeName: string): void {
  const previous = useRef(routeName)
  useEffect(() => {
    if (previous.current === routeName) return
    previous.current = routeName
    if (!window.location.hash) window.scrollTo({ top: 0 })
  }, [routeName])
}

/** How long a hash waits for its element: a page's lazy sections arrive after the page. */
const hashWaitMs = 10_000

/**
 * Spec §2: a URL hash scrolls to the element with that id, once the page that holds it has rendered. An element
 * in a section that loads later is waited for, unless the user scrolls first.
 */
export function useScrollToHash(): void {
  const hash = useLocationProperty(() => window.location.hash)
  useEffect(() => {
    const id = hashAnchor(hash)
    if (!id) return
    const scrolled = (behavior: ScrollBehavior) => {
      const target = document.getElementById(id)
      target?.scrollIntoView({ behavior })
      return target !== null
    }
    if (scrolled('smooth')) return
    // Arriving with the rest of the page, it is jumped to: a smooth scroll would aim at where it was.
    const watcher = new MutationObserver(() => {
      if (scrolled('auto')) stop()
    })
    const stop = () => {
      watcher.disconnect()
      clearTimeout(timer)
      window.removeEventListener('wheel', stop)
      window.removeEventListener('touchmove', stop)
    }
    const timer = setTimeout(stop, hashWaitMs)
    watcher.observe(document.body, { childList: true, subtree: true })
    window.addEventListener('wheel', stop, { passive: true })
    window.addEventListener('touchmove', stop, { passive: true })
    return stop
  }, [hash])
}
