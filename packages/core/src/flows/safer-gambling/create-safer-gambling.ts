import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { provideSaferGambling } from './safer-gambling.provide'

/**
 * The safer-gambling page's actor (screen lifetime). When a time-out or self-exclusion applies the server has
 * already ended every session of the account; the portal's session is signed out too, without asking.
 */
export function createSaferGambling(portal: Portal) {
  const endSession = () => {
    const session = portal.session()
    session?.send({ type: 'logout.request' })
    session?.send({ type: 'logout.confirm' })
  }
  return createActor(provideSaferGambling(portal.api, endSession), portal.deps.actorOptions)
}
