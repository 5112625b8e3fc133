import { withdrawReport } from '../../api/rows/withdraw-report'
import type { WithdrawReportRow, WithdrawReportTotals } from '../../api/schemas/withdraw-report'
import type { RecordsConfig } from './create-records'
import { pageOf, pastPresets, rangeOf } from './records.ask'

/**
 * The withdrawal report (issue 32, getWithdrawTransactionReport): the member's withdrawals of a range, one row per
 * order with its status (waiting, paid, rejected with the reason), filtered by status. The back office paying or
 * rejecting one comes as a WITHDRAW message, on which the page loads again.
 */
export const withdrawReportConfig: RecordsConfig<WithdrawReportRow, WithdrawReportTotals> = {
  id: 'withdrawReport',
  presets: pastPresets,
  initialPreset: 'last30',
  filters: ['status'],
  pageSize: 20,
  load: async (api, ask, signal) => {
    const answer = await api.call(
      withdrawReport,
      { ...rangeOf(ask), status: ask.filters.status ?? '' },
      { signal },
    )
    return pageOf(answer, ask)
  },
  refreshOn: 'withdrawals.changed',
}
