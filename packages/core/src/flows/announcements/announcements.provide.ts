import { fromCallback, fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import { announcements } from '../../api/endpoints'
import type { PortalActor, SessionActor } from '../../create-portal'
import type { KeyValueStore } from '../../ports'
import { announcementsMachine } from './announcements.machine'
import { announcementsQuery, audienceOf, popupClosed, sameAudience } from './announcements.rules'
import type { AnnouncementsEvent, Audience } from './announcements.types'

export interface AnnouncementsDeps {
  api: ApiClient
  /** Session storage: the popup flags live and die with the tab's session. */
  sessionStore: KeyValueStore
  /** The portal, watched for the settled session and the language. */
  portal: PortalActor
}

/** The announcements machine bound to the API, the session store and the portal it watches. */
export function provideAnnouncements(deps: AnnouncementsDeps) {
  return announcementsMachine.provide({
    actors: {
      watchPortal: fromCallback<AnnouncementsEvent>(({ sendBack }) => watchPortal(deps.portal, sendBack)),
      loadAnnouncements: fromPromise(({ signal }) =>
        deps.api.call(announcements, announcementsQuery, { signal }),
      ),
    },
    actions: {
      dismissPopup: (_, { flag }) => deps.sessionStore.set(flag, popupClosed),
    },
    guards: {
      popupDismissed: (_, { flag }) => deps.sessionStore.get(flag) === popupClosed,
    },
  })
}

/**
 * Tells the machine when the settled audience or the language changes. The portal's own snapshot does not
 * change when its session child does, so the session is watched on its own once it exists. A member reload
 * (after a password change) passes through an unsettled state and back to the same audience: no event.
 */
function watchPortal(portal: PortalActor, send: (event: AnnouncementsEvent) => void): () => void {
  let audience: Audience | null = null
  let language = portal.getSnapshot().context.language
  let watched: SessionActor | undefined
  let sessionSubscription: { unsubscribe(): void } | undefined

  const audienceChanged = (next: Audience | null) => {
    if (next === null || sameAudience(next, audience)) return
    audience = next
    send({ type: 'announcements.audience', audience: next })
  }
  const onPortal = () => {
    const snapshot = portal.getSnapshot()
    if (snapshot.context.language !== language) {
      language = snapshot.context.language
      send({ type: 'announcements.language', language })
    }
    const session = snapshot.children.session as SessionActor | undefined
    if (session === watched) return
    sessionSubscription?.unsubscribe()
    watched = session
    sessionSubscription = session?.subscribe((next) => audienceChanged(audienceOf(next)))
    if (session) audienceChanged(audienceOf(session.getSnapshot()))
  }

  const portalSubscription = portal.subscribe(onPortal)
  onPortal()
  return () => {
    portalSubscription.unsubscribe()
    sessionSubscription?.unsubscribe()
  }
}
