/**
 * @portal/core: the portal's domain, API contract and flows, with no DOM and no framework. A front end builds
 * a portal with `createPortal`, renders the `connect*` view-models and sends the machines' events.
 */
export * from './api'
export * from './config/brand'
export * from './create-portal'
export * from './domain'
export * from './flows/announcements'
export * from './flows/change-password'
export * from './flows/forgot-password'
export * from './flows/login'
export * from './flows/portal'
export * from './flows/register'
export * from './flows/session'
export type { FlowEmitted, NavigateEmitted, NoticeCode, NoticeEmitted } from './flows/shared/emitted'
export { storageKeys } from './flows/shared/storage-keys'
export * from './flows/sms'
export * from './ports'
export { noBotCheck } from './ports/defaults'
export { memoryCookieJar, memoryStore } from './ports/memory'
export * from './validation'
