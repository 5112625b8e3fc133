import { msg } from '@lingui/core/macro'
import type { WhitelabelFlags } from '@portal/core'
import type { CentreEntry } from '../../components/CentreFrame/CentreFrame'

/** An agent page: its id is the original's (original-calls.md §5), the last part of `/agentHome/<id>`. */
export interface AgentPage extends CentreEntry {
  /** The white-label flag that offers it (original-calls.md §5). */
  flag: keyof WhitelabelFlags
}

/**
 * The agent centre's pages, in the original's menu order: only pages that exist.
 */
export const agentPages: readonly AgentPage[] = [
  {
    id: 'agentTeamOverview',
    title: msg`Team overview`,
    icon: 'trophy',
    flag: 'AGEINFO3',
    load: () => import('./overview/TeamOverviewPage'),
  },
  // The original lists it first, but the overview is the default page, which is the first one here.
  {
    id: 'agentAnnouncement',
    title: msg`Announcements`,
    icon: 'megaphone',
    flag: 'AGENTANNOUNCE3',
    load: () => import('./announcements/AgentAnnouncementsPage'),
  },
  {
    id: 'registerCenter',
    title: msg`Open account`,
    icon: 'plus',
    flag: 'REGCEN',
    load: () => import('./open/OpenAccountPage'),
  },
  {
    id: 'agentReferralLinks',
    title: msg`Referral links`,
    icon: 'sparkles',
    flag: 'AFFMAN3',
    load: () => import('./links/ReferralLinksPage'),
  },
  {
    id: 'downlineManagmentView',
    title: msg`Team management`,
    icon: 'users',
    flag: 'DOWNMAN',
    load: () => import('./team/TeamManagementPage'),
  },
  {
    id: 'personalHistoryCopy',
    title: msg`Team betting`,
    icon: 'dice',
    flag: 'TRANSBETREPMEM3',
    load: () => import('./reports/TeamBetsPage'),
  },
  {
    id: 'palStatementsAgentCopy',
    title: msg`Team P&L`,
    icon: 'receipt',
    flag: 'AGETEAMPNL3',
    load: () => import('./reports/DownlineProfitLossPage'),
  },
  {
    id: 'agentRevenueReport',
    title: msg`My income`,
    icon: 'briefcase',
    flag: 'AGEREV3',
    load: () => import('./reports/AgentIncomePage'),
  },
  {
    id: 'agentDownlineTransactionDetailsCopy',
    title: msg`Account details`,
    icon: 'receipt',
    flag: 'AGEDOWNTRANS3',
    load: () => import('./reports/TeamTransactionsPage'),
  },
  {
    id: 'agentRedRain',
    title: msg`Red envelope`,
    icon: 'gift',
    flag: 'AGENTRANSMULTDOWN3',
    load: () => import('./money/RedEnvelopePage'),
  },
  {
    id: 'agentTransfer',
    // The page's own heading says it in full; the menu has room for one word.
    title: msg`Transfers`,
    icon: 'wallet',
    flag: 'AGENTRANSMULTDOWN3',
    load: () => import('./money/AgentTransferPage'),
  },
  {
    id: 'agentContracts',
    title: msg`Contracts`,
    icon: 'users',
    flag: 'AGENTPOLICY3',
    load: () => import('./contracts/ContractsPage'),
  },
  {
    id: 'agentDividendRecordCopy',
    title: msg`Dividends`,
    icon: 'trophy',
    flag: 'DIVIDEND',
    load: () => import('./reports/ContractRecordsPage').then((m) => ({ default: m.DividendRecordsPage })),
  },
  {
    id: 'agentDailyWages2',
    title: msg`Daily salary`,
    icon: 'clock',
    flag: 'DAYSAL',
    load: () => import('./reports/ContractRecordsPage').then((m) => ({ default: m.DailySalaryRecordsPage })),
  },
  {
    id: 'agentMRDailySalary',
    title: msg`Salary by member ratio`,
    icon: 'clock',
    flag: 'DAYSALMR',
    load: () => import('./salary/MrSalaryPage'),
  },
  {
    id: 'agentHourSalary',
    title: msg`Hourly salary`,
    icon: 'clock',
    flag: 'HOURSAL3',
    load: () => import('./reports/ContractRecordsPage').then((m) => ({ default: m.HourlySalaryRecordsPage })),
  },
  {
    id: 'agentRealtimeSalary',
    title: msg`Real-time salary`,
    icon: 'zap',
    flag: 'RTSALARY3',
    load: () =>
      import('./reports/ContractRecordsPage').then((m) => ({ default: m.RealTimeSalaryRecordsPage })),
  },
]

/** The pages this white label offers; flags not known yet (boot still loading) count as on. */
export const shownAgentPages = (flags: WhitelabelFlags | null | undefined) =>
  agentPages.filter((page) => flags?.[page.flag] ?? true)

/** The page asked for, or the first one offered (the original's default is the overview). */
export function findAgentPage(id: string | undefined, shown: readonly AgentPage[]): AgentPage | null {
  if (id === undefined) return shown[0] ?? null
  return shown.find((page) => page.id === id) ?? null
}

export const agentPageHref = (id: string) => `/agentHome/${id}`
