export {
  agentIncomeConfig,
  contractRecordsConfig,
  teamBetsConfig,
  teamProfitLossConfig,
  teamTransactionsConfig,
} from './agent-reports.screens'
export { createCsvExport } from './create-csv-export'
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
  type CsvExportIntents,
  type CsvExportSnapshot,
  type CsvExportView,
  connectCsvExport,
  csvExportIntents,
} from './csv-export.connect'
export { csvExportMachine } from './csv-export.machine'
export type { CsvExportContext, CsvExportEvent, CsvFile, CsvSource, SaveCsv } from './csv-export.types'
export { type CsvQuery, type CsvSpec, recordsCsv, statementCsv } from './csv-sources'
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
export { withdrawReportConfig } from './withdraw-report.screens'
