import { msg } from '@lingui/core/macro'
import type { CentreEntry } from '../../components/CentreFrame/CentreFrame'

/** What decides whether a page shows: the white label's switches and the member's kind. */
export interface PageAudience {
  /** INBOX3 (original-calls.md §1); the inbox and its unread count follow it. */
  inbox: boolean
  /** The member is in a team: an agent above them they may transfer to. */
  hasUpline: boolean
}

/** A member page: its id is the original's (original-calls.md §2), the last part of `/member/<id>`. */
export interface MemberPage extends CentreEntry {
  shown(audience: PageAudience): boolean
}

const always = () => true

/**
 * The member centre's pages, in the original's menu order (original-calls.md §2), ours last: only pages that
 * exist.
 */
export const memberPages: readonly MemberPage[] = [
  {
    id: 'securityCenter',
    title: msg`My account`,
    icon: 'shield',
    load: () => import('./security/SecurityCentrePage'),
    shown: always,
  },
  {
    id: 'profile',
    title: msg`Profile`,
    icon: 'user',
    load: () => import('./profile/ProfilePage'),
    shown: always,
  },
  {
    id: 'transferFund',
    title: msg`My wallet`,
    icon: 'wallet',
    load: () => import('./wallet/WalletPage'),
    shown: always,
  },
  {
    id: 'depositv2',
    title: msg`Deposit`,
    icon: 'plus',
    load: () => import('./deposit/DepositPage'),
    shown: always,
  },
  {
    id: 'withdraw',
    title: msg`Withdraw`,
    icon: 'minus',
    load: () => import('./withdraw/WithdrawPage'),
    shown: always,
  },
  {
    // Ours (issue 32): the original manages cards inside its withdraw page.
    id: 'withdrawAccounts',
    title: msg`Withdrawal accounts`,
    icon: 'cards',
    load: () => import('./withdrawAccounts/WithdrawAccountsPage'),
    shown: always,
  },
  {
    // Ours (issue 32): the original's uploadIdImage and getIdImage, whose page is unknown.
    id: 'identity',
    title: msg`Identity verification`,
    icon: 'user',
    load: () => import('./identity/IdentityPage'),
    shown: always,
  },
  {
    id: 'personalHistoryCopy',
    title: msg`Betting record`,
    icon: 'dice',
    load: () => import('./records/BettingRecordPage'),
    shown: always,
  },
  {
    id: 'transactionHistory',
    title: msg`Account record`,
    icon: 'receipt',
    load: () => import('./records/AccountRecordPage'),
    shown: always,
  },
  {
    // The original's getWithdrawTransactionReport (issue 32), among the records; the withdraw page links to it.
    id: 'withdrawReport',
    title: msg`Withdrawal report`,
    icon: 'receipt',
    load: () => import('./withdraw/WithdrawReportPage'),
    shown: always,
  },
  {
    id: 'personalProfit',
    title: msg`Personal P&L`,
    icon: 'briefcase',
    load: () => import('./records/ProfitPage'),
    shown: always,
  },
  {
    id: 'transferUpline',
    title: msg`Transfer to upline`,
    icon: 'arrowUp',
    load: () => import('./transferUpline/TransferUplinePage'),
    shown: (audience) => audience.hasUpline,
  },
  {
    id: 'rewardCenter',
    title: msg`Reward centre`,
    icon: 'gift',
    load: () => import('./rewards/RewardCentrePage'),
    shown: always,
  },
  {
    // Ours (issue 32): the original shows its VIP calls (getPlayerRankProgress…) in the member centre.
    id: 'vip',
    title: msg`VIP club`,
    icon: 'trophy',
    load: () => import('./vip/VipPage'),
    shown: always,
  },
  {
    id: 'referral',
    title: msg`Invite friends`,
    icon: 'users',
    load: () => import('./referral/ReferralPage'),
    shown: always,
  },
  {
    id: 'bonusDetails',
    title: msg`Bonus details`,
    icon: 'sparkles',
    load: () => import('./records/BonusDetailsPage'),
    shown: always,
  },
  {
    id: 'missionLeaderboard',
    title: msg`Missions`,
    icon: 'trophy',
    load: () => import('./missions/MissionCentrePage'),
    shown: always,
  },
  {
    id: 'messageV2',
    // "Messages", as the header and the account menu call it (spec §2).
    title: msg`Messages`,
    icon: 'mail',
    load: () => import('./inbox/InboxPage'),
    shown: (audience) => audience.inbox,
  },
  {
    // The original's outbox (getOutboxMails): what the member wrote to support, and writing a new message.
    id: 'outbox',
    title: msg`Sent messages`,
    icon: 'mail',
    load: () => import('./mail/OutboxPage'),
    shown: (audience) => audience.inbox,
  },
  {
    id: 'manualRebate',
    title: msg`Manual rebate`,
    icon: 'gift',
    load: () => import('./rebate/ManualRebatePage'),
    shown: always,
  },
  {
    // Ours (issue 13): the original has no such page.
    id: 'saferGambling',
    title: msg`Safer gambling`,
    icon: 'clock',
    load: () => import('./saferGambling/SaferGamblingPage'),
    shown: always,
  },
  {
    id: 'myGames',
    title: msg`My games`,
    icon: 'heart',
    load: () => import('./myGames/MyGamesPage'),
    shown: always,
  },
  {
    id: 'devices',
    title: msg`Devices`,
    icon: 'smartphone',
    load: () => import('./devices/DevicesPage'),
    shown: always,
  },
]

export const defaultMemberPage = 'securityCenter'

export function findMemberPage(id: string | undefined, audience: PageAudience): MemberPage | null {
  const wanted = id ?? defaultMemberPage
  return memberPages.find((page) => page.id === wanted && page.shown(audience)) ?? null
}

export { memberPageHref } from './memberPageHref'
