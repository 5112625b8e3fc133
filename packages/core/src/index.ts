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
export type {
  ChangedRows,
  MemberEvent,
  MemberEvents,
  MemberEventType,
  MessagesCause,
  MoneyCause,
} from './events/member-events'
export * from './flows/achievements'
export * from './flows/agent-announcements'
export * from './flows/agent-links'
export * from './flows/agent-open'
export * from './flows/agent-transfer'
export * from './flows/announcements'
export * from './flows/avatar'
export * from './flows/change-password'
export * from './flows/chat'
export * from './flows/claim-board'
export * from './flows/contracts'
export * from './flows/deposit'
export * from './flows/devices'
export * from './flows/envelope-inbox'
export * from './flows/favourites'
export * from './flows/feedback'
export * from './flows/forgot-password'
export * from './flows/game-launch'
export * from './flows/help-centre'
export * from './flows/identity'
export * from './flows/inbox'
export * from './flows/login'
export * from './flows/mail'
export * from './flows/member-form'
export * from './flows/missions'
export * from './flows/mr-salary'
export * from './flows/payment-confirmation'
export * from './flows/points-mall'
export * from './flows/portal'
export * from './flows/prize-wheel'
export * from './flows/profile'
export * from './flows/promo-code'
export * from './flows/promotions'
export * from './flows/reality-check'
export * from './flows/realtime'
export * from './flows/rebate'
export * from './flows/records'
export * from './flows/red-envelope'
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
export { type FlowFailure, flowFailure } from './flows/shared/failure'
export { storageKeys } from './flows/shared/storage-keys'
export * from './flows/sms'
export * from './flows/sports-live'
export * from './flows/team-management'
export * from './flows/team-overview'
export * from './flows/transfer'
export * from './flows/two-factor'
export * from './flows/vip'
export * from './flows/wallet'
export * from './flows/withdraw'
export * from './flows/withdraw-accounts'
export * from './ports'
export * from './ports/async'
export { noBotCheck } from './ports/defaults'
export { memoryCookieJar, memoryStore } from './ports/memory'
export * from './registry'
export * from './validation'
