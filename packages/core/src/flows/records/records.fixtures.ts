import type { RecordsPage, RecordsSetup } from './records.types'

/** A records screen's setup as the tests use it: two filters, the past presets. */
export const testSetup: RecordsSetup = {
  presets: ['today', 'yesterday', 'last7', 'last30'],
  initialPreset: 'today',
  filters: ['gameCategory', 'vendor'],
}

const range = { from: 0, to: 86_400_000 }

/** An answer with rows on page 1 of 3. */
export const somePage: RecordsPage = {
  rows: [{ id: 'a' }, { id: 'b' }],
  page: 1,
  pageCount: 3,
  count: 6,
  pageTotals: { stake: 2 },
  rangeTotals: { stake: 6 },
  range,
  options: { vendor: ['PG', 'EVO'] },
}

/** An answer with nothing in the range. */
export const emptyPage: RecordsPage = {
  rows: [],
  page: 1,
  pageCount: 1,
  count: 0,
  pageTotals: { stake: 0 },
  rangeTotals: { stake: 0 },
  range,
}
