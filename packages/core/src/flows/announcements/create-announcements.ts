import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
import { provideAnnouncements } from './announcements.provide'

/**
 * The announcements actor of a portal: one per app, started beside `portal.actor`. It waits for the session
 * to settle, then fetches and opens the popup by itself; views render `connectAnnouncements` and send events.
 */
export function createAnnouncements(portal: Portal) {
  return createActor(
    provideAnnouncements({ api: portal.api, sessionStore: portal.deps.sessionStore, portal: portal.actor }),
    portal.deps.actorOptions,
  )
}

export const announcementsFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'announcements',
  lifetime: 'visit',
  create: createAnnouncements,
})
