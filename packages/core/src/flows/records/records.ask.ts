import type { RecordsAsk } from './create-records'
import type { DatePreset } from './date-range'

/** None of these records lies ahead: the past presets only (spec §9's next 7/30 do not apply). */
export const pastPresets: readonly DatePreset[] = ['today', 'yesterday', 'last7', 'last30']

/** The range and page as the records calls take them. */
export const rangeOf = (ask: RecordsAsk) => ({
  startDate: new Date(ask.range.from).toISOString(),
  endDate: new Date(ask.range.to).toISOString(),
  page: ask.page,
  size: ask.size,
})

const pageCountOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size))

/** What a records call answers (the list, its page, the total and the page's and range's totals), as the flow shows it. */
export const pageOf = <Row, Totals>(
  answer: { list: readonly Row[]; page: number; total: number; pageTotal: Totals; rangeTotal: Totals },
  ask: RecordsAsk,
) => ({
  rows: answer.list,
  page: answer.page,
  pageCount: pageCountOf(answer.total, ask.size),
  count: answer.total,
  pageTotals: answer.pageTotal,
  rangeTotals: answer.rangeTotal,
})
