import { useEffect, useState } from 'react'
import { hashAnchor } from '../../platform/urlHash'

const read = () => hashAnchor(window.location.hash)

/**
 * The location's #anchor. wouter re-renders on path changes only, and a footer link from /help#a to /help#b
 * changes the hash alone, so the history events wouter fires are watched here too.
 */
export function useHashAnchor(): string {
  const [anchor, setAnchor] = useState(read)
  useEffect(() => {
    const update = () => setAnchor(read())
    const events = ['hashchange', 'popstate', 'pushState', 'replaceState']
    for (const name of events) window.addEventListener(name, update)
    return () => {
      for (const name of events) window.removeEventListener(name, update)
    }
  }, [])
  return anchor
}
