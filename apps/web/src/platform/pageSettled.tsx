import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react'
import { whenCallsQuiet } from './callsInFlight'

/**
 * Whether the first page has settled for a part that can wait: the document loaded, the page on screen, its
 * calls answered, and the main thread then idle. What is off screen or waits anyway (the sections under the
 * banner, the announcement popup, the footer) renders from then on, one rank per idle moment, each as a
 * transition that React renders in slices: no part joins the first screen's long tasks, nor another rank's.
 * Once every waiting part is out, for the page's life: a later visit of the home page renders everything at once.
 */
let settled = false
const waiting: { rank: number; release(): void }[] = []

/**
 * The order in which the parts come out: what shows on screen first. Parts of one rank come out together. First
 * the header's own parts (the member's panel, the game categories, the customer-service menu; the header holds
 * their places meanwhile): on a signed-in page their twenty files had been asked for between the app's first
 * render and the page's content, which waited for them on a phone's six connections. The last rank is what sits
 * beside the page rather than in it (the footer, the chat room's button, the side bar's links, the member's
 * real-time channel and its dialogs).
 */
export const settleRank = {
  header: 0,
  homeSections: 1,
  announcementPopup: 2,
  footer: 3,
  besideThePage: 3,
} as const

// A slow phone may stay busy for seconds: the timeout bounds each wait; Safari has no idle callback.
const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 300)

function releaseNext() {
  const next = waiting[0]
  if (!next) {
    settled = true
    // Visible to tests: a part's absence after this is its decision, not its wait.
    document.documentElement.dataset.pageSettled = ''
    return
  }
  const rank = next.rank
  while (waiting[0]?.rank === rank) waiting.shift()?.release()
  whenIdle(releaseNext)
}

let showPage: () => void = () => undefined
const pageShown = new Promise<void>((resolve) => {
  showPage = resolve
})

/** Called once the location's page (or its failure) is on screen: its calls have started by then. */
export function markPageShown(): void {
  showPage()
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
  // The document's load event comes before an app's page has its content: the page must be on screen and its
  // calls answered too, or the parts beside it took the phone's connections while the page still waited.
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }))
  void Promise.all([loaded, pageShown]).then(whenCallsQuiet).then(begin)
  // A picture or a call that hangs must not keep the popup and the sections away.
  setTimeout(begin, 3000)
}

/**
 * Its children once the page has settled for their rank: a lazy child is not even asked for until then, and shows
 * nothing while it downloads.
 */
export function WhenPageSettled({ rank, children }: { rank: number; children: ReactNode }): ReactNode {
  return usePageSettled(rank) ? <Suspense fallback={null}>{children}</Suspense> : null
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
