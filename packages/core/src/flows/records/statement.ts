import { accountRecords } from '../../api/rows/records'
import type { AccountRecord } from '../../api/schemas/records'
import type { Portal } from '../../create-portal'
import { type Money, moneyToDecimal, subtractMoney } from '../../domain/money'
import type { RecordsAsk, RecordsPlace } from './create-records'
import { csvField, csvLine as line } from './csv'
import { type DayRange, formatDateTime, instantsOf, type RangeProblem, rangeProblem } from './date-range'
import { accountAsk } from './records.screens'

/** The columns of a statement, in order: codes the app may label (`label`). */
const columns = [
  'time',
  'type',
  'wallet',
  'amount',
  'balanceAfter',
  'status',
  'reference',
  'remarks',
] as const

/** Rows asked for at once while exporting: few requests, small answers. */
const exportPageSize = 500

export interface StatementTotals {
  rows: number
  deposits: Money
  withdrawals: Money
  /** Deposits − withdrawals over the range. */
  netDeposits: Money
}

export interface StatementExport {
  /** CSV text, produced page by page as it is read. */
  stream: ReadableStream<string>
  /** Settles when the last line was produced (or the export failed). */
  totals: Promise<StatementTotals>
}

export interface StatementOptions extends RecordsPlace {
  /** Column headers, types, statuses and the summary's names in the member's language; codes by default. */
  label?: (code: string) => string
  signal?: AbortSignal
}

/**
 * The account record of a range (≤ 12 months) as a CSV statement, streamed: each read asks for the next page,
 * so a year of entries never sits in memory as objects, and the summary closes the file with the range's net
 * deposits (deposits − withdrawals, from the server's range totals). Amounts are exact decimal text.
 */
export function exportStatement(
  portal: Portal,
  days: DayRange,
  options: StatementOptions,
): StatementExport | RangeProblem {
  const problem = rangeProblem(days)
  if (problem) return problem
  const label = options.label ?? ((code: string) => code)
  const range = instantsOf(days, options.timeZone)
  const { api } = portal.deps
  let page = 1
  let pageCount = 1
  let rows = 0
  let settle: { resolve: (totals: StatementTotals) => void; reject: (error: unknown) => void }
  const totals = new Promise<StatementTotals>((resolve, reject) => {
    settle = { resolve, reject }
  })
  // A caller that only reads the stream must not see an unhandled rejection.
  totals.catch(() => {})

  const rowLine = (row: AccountRecord) =>
    line([
      formatDateTime(Date.parse(row.time), options.timeZone),
      csvField(label(row.type), true),
      csvField(row.wallet, true),
      moneyToDecimal(row.amount),
      moneyToDecimal(row.balanceAfter),
      csvField(label(row.status), true),
      csvField(row.reference, true),
      csvField(row.remarks ?? '', true),
    ])

  const stream = new ReadableStream<string>({
    start(controller) {
      controller.enqueue(line(columns.map((column) => csvField(label(column), true))))
    },
    async pull(controller) {
      try {
        const ask: RecordsAsk = { range, days, filters: {}, page, size: exportPageSize }
        const answer = await api.call(accountRecords, accountAsk(ask), { signal: options.signal })
        pageCount = Math.max(1, Math.ceil(answer.total / exportPageSize))
        controller.enqueue(answer.list.map(rowLine).join(''))
        rows += answer.list.length
        page += 1
        if (page <= pageCount && answer.list.length > 0) return
        const { deposits, withdrawals } = answer.rangeTotal
        const netDeposits = subtractMoney(deposits, withdrawals)
        controller.enqueue(
          `\r\n${line([csvField(label('deposits'), true), moneyToDecimal(deposits)])}${line([
            csvField(label('withdrawals'), true),
            moneyToDecimal(withdrawals),
          ])}${line([csvField(label('netDeposits'), true), moneyToDecimal(netDeposits)])}`,
        )
        controller.close()
        settle.resolve({ rows, deposits, withdrawals, netDeposits })
      } catch (error) {
        controller.error(error)
        settle.reject(error)
      }
    },
  })
  return { stream, totals }
}
