import { accountRecords, bettingRecords, bonusDetails, personalProfit } from '../../api/rows/records'
import type {
  AccountRecord,
  AccountTotals,
  BetRecord,
  BetTotals,
  BonusRecord,
  BonusTotals,
  ProfitRow,
  ProfitTotals,
} from '../../api/schemas/records'
import type { RecordsAsk, RecordsConfig } from './create-records'
import { pageOf, pastPresets, rangeOf } from './records.ask'

/** Game categories of the betting record and the P&L (spec §9, as the ledger records them). */
export const recordCategories = [
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'PVP',
  'RNG',
  'FISH',
  'LOTT',
  'ELOTT',
] as const

export const bettingRecordsConfig: RecordsConfig<BetRecord, BetTotals> = {
  id: 'bettingRecords',
  presets: pastPresets,
  initialPreset: 'today',
  filters: ['gameCategory', 'vendor'],
  pageSize: 20,
  load: async (api, ask, signal) => {
    const answer = await api.call(
      bettingRecords,
      { ...rangeOf(ask), gameCategory: ask.filters.gameCategory ?? '', vendor: ask.filters.vendor ?? '' },
      { signal },
    )
    return {
      ...pageOf(answer, ask),
      options: { vendor: answer.vendors },
    }
  },
}

export const accountRecordsConfig: RecordsConfig<AccountRecord, AccountTotals> = {
  id: 'accountRecords',
  presets: pastPresets,
  initialPreset: 'last7',
  filters: ['transType', 'status'],
  pageSize: 20,
  load: async (api, ask, signal) => {
    const answer = await api.call(accountRecords, accountAsk(ask), { signal })
    return pageOf(answer, ask)
  },
}

/** How many of the member's latest withdrawals the withdraw page lists. */
export const recentWithdrawalsShown = 5

/**
 * The withdraw page's recent withdrawals (issue 37): the account record's withdrawal entries of the last 30 days,
 * newest first, without their fees and reversals (each its own entry). The back office paying or rejecting one
 * comes as a WITHDRAW message, on which the list loads again.
 */
export const recentWithdrawalsConfig: RecordsConfig<AccountRecord, AccountTotals> = {
  id: 'recentWithdrawals',
  presets: ['last30'],
  initialPreset: 'last30',
  filters: [],
  // A fee entry beside each withdrawal: twice the rows, so the ones shown are the latest.
  pageSize: recentWithdrawalsShown * 2,
  load: async (api, ask, signal) => {
    const answer = await api.call(
      accountRecords,
      accountAsk({ ...ask, filters: { transType: 'withdrawal' } }),
      {
        signal,
      },
    )
    const page = pageOf(answer, ask)
    const rows = page.rows.filter((row) => row.type === 'withdrawal').slice(0, recentWithdrawalsShown)
    return { ...page, rows }
  },
  refreshOn: 'withdrawals.changed',
}

/** The account record's request (the statement export pages through the same call). */
export function accountAsk(ask: RecordsAsk) {
  const transType = ask.filters.transType ?? ''
  const status = ask.filters.status ?? ''
  return { ...rangeOf(ask), transType, status }
}

export const personalProfitConfig: RecordsConfig<ProfitRow, ProfitTotals> = {
  id: 'personalProfit',
  presets: pastPresets,
  initialPreset: 'last7',
  filters: ['gameCategory'],
  // The original's size.
  pageSize: 13,
  load: async (api, ask, signal) => {
    const answer = await api.call(
      personalProfit,
      { ...rangeOf(ask), gameCategory: ask.filters.gameCategory ?? '' },
      { signal },
    )
    return pageOf(answer, ask)
  },
}

export const bonusDetailsConfig: RecordsConfig<BonusRecord, BonusTotals> = {
  id: 'bonusDetails',
  presets: pastPresets,
  initialPreset: 'last30',
  filters: ['bonusType'],
  pageSize: 20,
  load: async (api, ask, signal) => {
    const answer = await api.call(
      bonusDetails,
      { ...rangeOf(ask), bonusType: ask.filters.bonusType ?? '' },
      { signal },
    )
    return pageOf(answer, ask)
  },
}
