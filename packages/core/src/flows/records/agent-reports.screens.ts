import { contractPayouts, teamBets, teamTransactions } from '../../api/rows/agent-reports'
import { teamProfitLoss } from '../../api/rows/team'
import type {
  ContractPayoutRecord,
  ContractPayoutTotals,
  TeamBet,
  TeamTransaction,
} from '../../api/schemas/agent-reports'
import type { AccountTotals, BetTotals } from '../../api/schemas/records'
import type { TeamProfitLossRow, TeamProfitLossTotals } from '../../api/schemas/team'
import type { ContractKind } from '../../domain/contracts'
import { sumMoney } from '../../domain/money'
import type { RecordsConfig } from './create-records'
import { pageOf, pastPresets, rangeOf } from './records.ask'

/*
 * The agent centre's reports (issue 16) as configurations of the records flow: one call each, the team's
 * figures of a range with page and range totals. Each exports its whole range in pages of its call's largest.
 */

/** Downline P&L (palStatementsAgentCopy): per downline, a level, or the team under one of my agents. */
export const teamProfitLossConfig: RecordsConfig<TeamProfitLossRow, TeamProfitLossTotals> = {
  id: 'teamProfitLoss',
  presets: pastPresets,
  initialPreset: 'last7',
  // `parent` has no select: it is the drill-down into an agent's team.
  filters: ['level', 'parent'],
  pageSize: 20,
  exportSize: 100,
  load: async (api, ask, signal) => {
    const level = Number(ask.filters.level)
    const parent = ask.filters.parent ?? ''
    const answer = await api.call(
      teamProfitLoss,
      {
        // The call takes days: the report's days are the server's (docs/deviations.md).
        from: ask.days.from,
        to: ask.days.to,
        ...(level === 1 || level === 2 || level === 3 ? { level } : {}),
        ...(parent ? { parent } : {}),
        pageNum: ask.page,
        pageSize: ask.size,
      },
      { signal },
    )
    return {
      rows: answer.content,
      page: answer.pageNum,
      pageCount: answer.totalPages,
      count: answer.total,
      // The call totals every matching downline; a page's totals are its rows'.
      pageTotals: sumProfitLoss(answer.content),
      rangeTotals: answer.totals,
    }
  },
}

function sumProfitLoss(rows: readonly TeamProfitLossRow[]): TeamProfitLossTotals {
  const total = (key: keyof TeamProfitLossTotals) => sumMoney(rows.map((row) => row[key]))
  return {
    deposits: total('deposits'),
    withdrawals: total('withdrawals'),
    bets: total('bets'),
    profitLoss: total('profitLoss'),
  }
}

/** Team betting (personalHistoryCopy for the team): the downlines' rounds. */
export const teamBetsConfig: RecordsConfig<TeamBet, BetTotals> = {
  id: 'teamBets',
  presets: pastPresets,
  initialPreset: 'today',
  filters: ['account', 'gameCategory', 'vendor'],
  pageSize: 20,
  exportSize: 500,
  load: async (api, ask, signal) => {
    const answer = await api.call(
      teamBets,
      {
        ...rangeOf(ask),
        account: ask.filters.account ?? '',
        gameCategory: ask.filters.gameCategory ?? '',
        vendor: ask.filters.vendor ?? '',
      },
      { signal },
    )
    return {
      ...pageOf(answer, ask),
      options: { account: answer.accounts, vendor: answer.vendors },
    }
  },
}

/** Account details (agentDownlineTransactionDetailsCopy): the downlines' ledger entries. */
export const teamTransactionsConfig: RecordsConfig<TeamTransaction, AccountTotals> = {
  id: 'teamTransactions',
  presets: pastPresets,
  initialPreset: 'last7',
  filters: ['account', 'transType'],
  pageSize: 20,
  exportSize: 500,
  load: async (api, ask, signal) => {
    const answer = await api.call(
      teamTransactions,
      { ...rangeOf(ask), account: ask.filters.account ?? '', transType: ask.filters.transType ?? '' },
      { signal },
    )
    return {
      ...pageOf(answer, ask),
      options: { account: answer.accounts },
    }
  },
}

type PayoutsConfig = RecordsConfig<ContractPayoutRecord, ContractPayoutTotals>

function payoutsConfig(id: string, filters: readonly string[], fixed: Record<string, string>): PayoutsConfig {
  return {
    id,
    presets: pastPresets,
    initialPreset: 'last30',
    filters,
    pageSize: 20,
    exportSize: 500,
    load: async (api, ask, signal) => {
      const answer = await api.call(
        contractPayouts,
        {
          ...rangeOf(ask),
          kind: ask.filters.kind ?? '',
          direction: ask.filters.direction ?? '',
          ...fixed,
        },
        { signal },
      )
      return pageOf(answer, ask)
    },
  }
}

/** My income (agentRevenueReport): the dividends and salaries my contracts paid me. */
export const agentIncomeConfig = payoutsConfig('agentIncome', ['kind'], { direction: 'received' })

const kindConfigs = new Map<ContractKind, PayoutsConfig>()

/**
 * A contract kind's record page (agentDividendRecordCopy, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): what that kind paid me and what I paid my downlines. One config per kind, kept, so a
 * screen gets the same one on every render.
 */
export function contractRecordsConfig(kind: ContractKind): PayoutsConfig {
  let config = kindConfigs.get(kind)
  if (!config) {
    config = payoutsConfig(`contractRecords.${kind}`, ['direction'], { kind })
    kindConfigs.set(kind, config)
  }
  return config
}
