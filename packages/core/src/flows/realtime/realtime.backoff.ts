/** The first reconnection waits about a second; each failure in a row doubles it, up to half a minute. */
export const backoffBaseMs = 1000
export const backoffCapMs = 30_000
/** Beyond this many failures in a row the delay stops growing (and the count stops, so the state stays finite). */
export const backoffMaxAttempt = 5

/**
 * "Equal jitter": half the exponential delay, plus a random part of the other half. Members dropped together
 * (a server restart) come back spread out instead of all at once, and nobody waits less than half the step.
 */
export function backoffDelay(attempt: number, random: number): number {
  const step = Math.min(backoffCapMs, backoffBaseMs * 2 ** Math.min(attempt, backoffMaxAttempt))
  // A random port out of its contract must not stop the reconnections (a NaN delay never fires).
  const jitter = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1) : 0.5
  return Math.round(step / 2 + (step / 2) * jitter)
}
