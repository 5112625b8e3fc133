import {
  type AnnouncementsIntents,
  type AnnouncementsView,
  announcementsFlow,
  connectAnnouncements,
} from '@portal/core'
import { useSharedFlow } from '@portal/react'

/** The visit's announcements: banners, the marquee's notices and the popup (core: announcementsFlow). */
export function useAnnouncements(): AnnouncementsView & AnnouncementsIntents {
  return useSharedFlow(announcementsFlow, connectAnnouncements)[0]
}
