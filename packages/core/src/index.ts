/**
 * @portal/core: the portal's domain, API contract and flows, with no DOM and no framework. A front end builds
 * a portal with `createPortal`, renders the `connect*` view-models and sends the machines' events.
 */
export * from './api'
export * from './awaitable'
export * from './catalogue'
export * from './config/brand'
export * from './create-portal'
export * from './domain'
export * from './flows/announcements'
export * from './flows/change-password'
export * from './flows/chat'
export * from './flows/devices'
export * from './flows/favourites'
export * from './flows/feedback'
export * from './flows/forgot-password'
export * from './flows/game-launch'
export * from './flows/help-centre'
export * from './flows/inbox'
export * from './flows/login'
export * from './flows/member-form'
export * from './flows/missions'
export * from './flows/portal'
export * from './flows/profile'
export * from './flows/reality-check'
export * from './flows/realtime'
export * from './flows/records'
export * from './flows/referral'
export * from './flows/register'
export * from './flows/safer-gambling'
export * from './flows/security'
export * from './flows/session'
export type {
  FlowEmitted,
  NavigateEmitted,
  NoticeCode,
  NoticeEmitted,
  NoticeValues,
} from './flows/shared/emitted'
export { storageKeys } from './flows/shared/storage-keys'
export * from './flows/sms'
export * from './ports'
export * from './ports/async'
export { noBotCheck } from './ports/defaults'
export { memoryCookieJar, memoryStore } from './ports/memory'
export * from './registry'
export * from './validation'
