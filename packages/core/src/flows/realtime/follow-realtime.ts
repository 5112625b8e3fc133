import type { Portal } from '../../create-portal'
import { type createRealtime, realtimeFlow } from './create-realtime'
import type { RealtimeMessage } from './realtime.messages'

export interface RealtimeFollower {
  /** Each message on the member's channel. */
  message(message: RealtimeMessage): void
  /** The channel (re)opened, or was picked up late: what it carries may have moved unheard, read it again. */
  resync?(): void
}

/**
 * Listens to the signed-in member's real-time channel until the returned function is called, for a flow that
 * reloads what the channel moves. It follows the registry rather than asking once: a flow often starts before
 * the member is known (a restored token, the profile still loading), when there is no channel yet, and the
 * channel it would have asked for then never comes. Picking a channel up after the start counts as a resync,
 * since it may have opened, and carried something, before this listened.
 */
export function followRealtime(portal: Portal, follower: RealtimeFollower): () => void {
  let channel: ReturnType<typeof createRealtime> | undefined
  let listening: Array<{ unsubscribe(): void }> = []
  const stopListening = () => {
    for (const one of listening) one.unsubscribe()
    listening = []
  }

  const follow = (late: boolean) => {
    const next = portal.flows.get(realtimeFlow)
    if (late && next === channel) return
    stopListening()
    channel = next
    if (!next) return
    const resync = follower.resync
    listening = [next.on('realtime.message', ({ message }) => follower.message(message))]
    if (resync) {
      listening.push(next.on('realtime.resync', () => resync()))
      if (late) resync()
    }
  }

  follow(false)
  const unwatch = portal.flows.subscribe(() => follow(true))
  return () => {
    unwatch()
    stopListening()
  }
}
