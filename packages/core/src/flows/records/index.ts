export {
  askOf,
  createRecords,
  type RecordsAsk,
  type RecordsConfig,
  type RecordsPlace,
} from './create-records'
export {
  addDays,
  type DatePreset,
  type DayRange,
  dayIn,
  daysOf,
  formatDateTime,
  type InstantRange,
  maxRangeMonths,
  type RangeChoice,
  type RangeProblem,
  rangeProblem,
} from './date-range'
export {
  connectRecords,
  type RecordsIntents,
  type RecordsSnapshot,
  type RecordsView,
} from './records.connect'
export {
  accountRecordsConfig,
  bettingRecordsConfig,
  bonusDetailsConfig,
  personalProfitConfig,
  recordCategories,
} from './records.screens'
export { exportStatement, type StatementExport, type StatementTotals } from './statement'
