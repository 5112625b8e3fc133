export {
  type AnnouncementPopupView,
  type AnnouncementsIntents,
  type AnnouncementsSnapshot,
  type AnnouncementsView,
  announcementsIntents,
  connectAnnouncements,
} from './announcements.connect'
export { announcementsMachine } from './announcements.machine'
export { type AnnouncementsDeps, provideAnnouncements } from './announcements.provide'
export {
  announcementPageSize,
  announcementsQuery,
  audienceCode,
  audienceOf,
  noticePage,
  noticePageSize,
  popupFlag,
  popupItems,
  rewardCentrePath,
} from './announcements.rules'
export type { AnnouncementsContext, AnnouncementsEvent, Audience, PopupFlag } from './announcements.types'
export { announcementsFlow, createAnnouncements } from './create-announcements'
