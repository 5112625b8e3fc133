/*
 * The API contract: every call of the spec's section 7, one row each, exported on its own so a bundle carries
 * only the rows its code calls (`api.call(memberInfo, …)`). Rows whose path the spec does not give are marked
 * `pathChosen`.
 */

export type { EndpointName, Endpoints } from './endpoint-table'
export { endpoints } from './endpoint-table'
export * from './rows/agent-money'
export * from './rows/agent-open'
export * from './rows/agent-reports'
export * from './rows/content'
export * from './rows/contracts'
export * from './rows/deposit'
export * from './rows/domain'
export * from './rows/games'
export * from './rows/lottery'
export * from './rows/member'
export * from './rows/missions'
export * from './rows/points'
export * from './rows/prize-wheel'
export * from './rows/promotions'
export * from './rows/records'
export * from './rows/safer-gambling'
export * from './rows/session'
export * from './rows/sign-in'
export * from './rows/sports'
export * from './rows/team'
export * from './rows/wallet'
export * from './rows/wallets'
export * from './rows/withdraw'
