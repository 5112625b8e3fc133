/**
 * @portal/core: the portal's domain, API contract and flows, with no DOM and no framework. A front end builds
 * a portal with `createPortal`, renders the `connect*` view-models and sends the machines' events.
 */
export * from './api'
export * from './config/brand'
export * from './create-portal'
export * from './domain'
export * from './flows/portal'
export * from './flows/session'
export * from './flows/sms'
export type { FlowEmitted, NavigateEmitted, NoticeCode, NoticeEmitted } from './flows/shared/emitted'
export { storageKeys } from './flows/shared/storage-keys'
export * from './ports'
export { memoryCookieJar, memoryStore } from './ports/memory'
export * from './validation'
