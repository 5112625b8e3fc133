import { type AnnouncementsView, connectAnnouncements, createAnnouncements, type Portal } from '@portal/core'
import { usePortal, useView } from '@portal/react'

type AnnouncementsActor = ReturnType<typeof createAnnouncements>

// The announcements (banners, the marquee's notices, the popup) are one actor per app (core:
// createAnnouncements); it starts with the first view that needs it and lives as long as the portal.
const actors = new WeakMap<Portal, AnnouncementsActor>()

export function announcementsOf(portal: Portal): AnnouncementsActor {
  let actor = actors.get(portal)
  if (!actor) {
    actor = createAnnouncements(portal)
    actor.start()
    actors.set(portal, actor)
  }
  return actor
}

export function useAnnouncements(): AnnouncementsView {
  const actor = announcementsOf(usePortal())
  return useView(actor, connectAnnouncements)
}
