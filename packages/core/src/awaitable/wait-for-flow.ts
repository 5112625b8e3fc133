import { type AnyActorRef, type SnapshotFrom, waitFor } from 'xstate'

/** A flow did not reach what was awaited in time. */
export class FlowTimeoutError extends Error {
  override readonly name = 'FlowTimeoutError'
  constructor(
    /** The actor's id (its machine id, or the id it was created with). */
    readonly flow: string,
    readonly timeoutMs: number,
  ) {
    super(`${flow} did not reach the awaited state within ${timeoutMs} ms`)
  }
}

export interface WaitOptions {
  /** Milliseconds before the wait fails with `FlowTimeoutError`; 10 s by default. */
  timeout?: number
}

/** A state value to match (`'signedIn'`, `{ content: 'ready' }`) or a predicate on the snapshot. */
export type FlowCondition<TActor extends AnyActorRef> =
  | string
  | Record<string, unknown>
  | ((snapshot: SnapshotFrom<TActor>) => boolean)

function matches<TActor extends AnyActorRef>(
  condition: FlowCondition<TActor>,
  snapshot: SnapshotFrom<TActor>,
) {
  if (typeof condition === 'function') return condition(snapshot)
  const machineSnapshot = snapshot as { matches?: (value: unknown) => boolean }
  return machineSnapshot.matches?.(condition) ?? false
}

/**
 * Resolves with the flow's snapshot as soon as it matches `condition` (at once when it already does). Rejects
 * with `FlowTimeoutError` after `timeout`, and with the actor's own error when it fails or stops first. For
 * scripts and tests, so a headless client needs no polling.
 */
export async function waitForFlow<TActor extends AnyActorRef>(
  actor: TActor,
  condition: FlowCondition<TActor>,
  { timeout = 10_000 }: WaitOptions = {},
): Promise<SnapshotFrom<TActor>> {
  // xstate's own time-out error has no type to test; a timer of our own, set first for the same delay (timers
  // of equal delay fire in the order they were set), says whether the time ran out.
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
  }, timeout)
  try {
    return await waitFor(actor, (snapshot) => matches(condition, snapshot as SnapshotFrom<TActor>), {
      timeout,
    })
  } catch (error) {
    if (timedOut) {
      throw new FlowTimeoutError(actor.id, timeout)
    }
    throw error
  } finally {
    clearTimeout(timer)
  }
}
