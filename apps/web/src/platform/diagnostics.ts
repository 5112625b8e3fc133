import type { Portal } from '@portal/core'

/**
 * Puts a read-only count of the running portal's live actors on `window.__portalDiagnostics.liveActors()`, for
 * the memory test and the bench (issue 17, docs/benchmarks.md). It ships in the production build because that is
 * what they measure, and it is safe there: one function that answers a number. No account, token, balance or
 * handle on the portal or its actors is reachable through it, nothing can be sent or changed through it (the
 * object is frozen, the property neither writable nor configurable), and reading it costs the app nothing.
 */
export function exposeDiagnostics(target: Window, portal: Portal): void {
  Object.defineProperty(target, '__portalDiagnostics', {
    value: Object.freeze({ liveActors: () => portal.liveActors() }),
  })
}
