import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { popupClosed } from '../announcements/announcements.rules'
import { storageKeys } from '../shared/storage-keys'
import { provideSaferGambling } from './safer-gambling.provide'

/**
 * The safer-gambling page's actor (screen lifetime). When a time-out or self-exclusion applies the server has
 * already ended every session of the account; the portal's session is signed out too, without asking, and the
 * tab's promotion popups are closed for the visit so none greets the member on the way out.
 */
export function createSaferGambling(portal: Portal) {
  const endSession = () => {
    portal.deps.sessionStore.set(storageKeys.anonymousPopup, popupClosed)
    portal.deps.sessionStore.set(storageKeys.userPopup, popupClosed)
    const session = portal.session()
    session?.send({ type: 'logout.request' })
    session?.send({ type: 'logout.confirm' })
  }
  return createActor(provideSaferGambling(portal.api, endSession), portal.deps.actorOptions)
}
