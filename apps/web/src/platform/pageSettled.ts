import { startTransition, useEffect, useState } from 'react'

/**
 * Whether the first page has settled for a part that can wait: the document loaded and the main thread then
 * idle. What is off screen or waits anyway (the sections under the banner, the announcement popup, the footer)
 * renders from then on, one part per idle moment, in the order of its rank, and each as a transition that
 * React renders in slices: no part joins the first screen's long tasks, nor another part's. Once every waiting
 * part is out, for the page's life: a later visit of the home page renders everything at once.
 */
let settled = false
const waiting: { rank: number; release(): void }[] = []

/** The order in which the parts come out: what shows on screen first. */
export const settleRank = { homeSections: 0, announcementPopup: 1, footer: 2 } as const

// A slow phone may stay busy for seconds: the timeout bounds each wait; Safari has no idle callback.
const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 300)

function releaseNext() {
  const next = waiting.shift()
  if (!next) {
    settled = true
    // Visible to tests: a part's absence after this is its decision, not its wait.
    document.documentElement.dataset.pageSettled = ''
    return
  }
  next.release()
  whenIdle(releaseNext)
}

let started = false
function start() {
  if (started) return
  started = true
  let begun = false
  const begin = () => {
    if (begun) return
    begun = true
    whenIdle(releaseNext)
  }
  if (document.readyState === 'complete') return begin()
  window.addEventListener('load', begin, { once: true })
  // The load event waits for every picture: one that hangs must not keep the popup and the sections away.
  setTimeout(begin, 3000)
}

export function usePageSettled(rank: number): boolean {
  const [done, setDone] = useState(settled)
  useEffect(() => {
    if (done) return
    const entry = { rank, release: () => startTransition(() => setDone(true)) }
    if (settled) {
      entry.release()
      return
    }
    const at = waiting.findIndex((other) => other.rank > rank)
    waiting.splice(at === -1 ? waiting.length : at, 0, entry)
    start()
    return () => {
      const index = waiting.indexOf(entry)
      if (index !== -1) waiting.splice(index, 1)
    }
  }, [done, rank])
  return done
}
