export {
  agentIncomeConfig,
  contractRecordsConfig,
  teamBetsConfig,
  teamProfitLossConfig,
  teamTransactionsConfig,
} from './agent-reports.screens'
export {
  askOf,
  createRecords,
  type RecordsActor,
  type RecordsAsk,
  type RecordsConfig,
  type RecordsPlace,
} from './create-records'
export { type CsvCell, csvTable } from './csv'
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
export { loadWholeRange, type WholeRange } from './export-records'
export {
  connectRecords,
  type RecordsIntents,
  type RecordsSnapshot,
  type RecordsView,
  readRecords,
} from './records.connect'
export {
  accountRecordsConfig,
  bettingRecordsConfig,
  bonusDetailsConfig,
  personalProfitConfig,
  recentWithdrawalsConfig,
  recentWithdrawalsShown,
  recordCategories,
} from './records.screens'
export { exportStatement, type StatementExport, type StatementTotals } from './statement'
