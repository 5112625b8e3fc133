import { money } from '../../domain/money'
import type { Downline, DownlineDetails, DownlinePage } from './team-management.types'

export const row = (account: string, kind: Downline['kind'], level = 1): Downline => ({
  account,
  kind,
  level,
  status: account.endsWith('9') ? 'locked' : 'normal',
  registeredAt: '2026-02-01T08:00:00.000Z',
  lastLoginAt: null,
  balance: money(12_345n),
  directs: kind === 'agent' ? 4 : 0,
})

/** A page as the API's schema gives it. */
export const pageOf = (path: string[], rows: Downline[], totalPages = 2): DownlinePage => ({
  content: rows,
  pageNum: 1,
  totalPages,
  total: rows.length * totalPages,
  path,
})

export const detailsOf = (account: string): DownlineDetails => ({
  ...row(account, 'member'),
  upline: 'agent01',
  nickname: account,
  vip: 'VIP Bronze',
  teamSize: 0,
  month: { deposits: money(0n), withdrawals: money(0n), bets: money(500n), profitLoss: money(-100n) },
  lastDepositAt: null,
})
