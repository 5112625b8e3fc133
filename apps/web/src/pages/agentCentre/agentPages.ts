import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WhitelabelFlags } from '@portal/core'
import type { ComponentType } from 'react'
import type { IconName } from '../../components/Icon/Icon'

export interface AgentPage {
  /** The original's page id (original-calls.md §5), the last part of `/agentHome/<id>`. */
  id: string
  title: MessageDescriptor
  icon: IconName
  /** The white-label flag that offers it (original-calls.md §5). */
  flag: keyof WhitelabelFlags
  /** Each page is its own chunk, downloaded when it is first opened. */
  load: () => Promise<{ default: ComponentType }>
}

/**
 * The agent centre's pages, in the original's menu order: only pages that exist. Open account, team betting,
 * reports, income, red envelope, transfers and the contract records join this table with issue 16's next parts.
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
