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
