import { Trans, useLingui } from '@lingui/react/macro'
import {
  connectRecords,
  createRecords,
  type Portal,
  type RecordsConfig,
  type RecordsIntents,
  type RecordsView,
} from '@portal/core'
import { useFlow } from '@portal/react'
import { type ReactNode, useCallback, useMemo } from 'react'
import { useMemberFailure } from '../../i18n/useMemberFailure'
import styles from '../../styles/panel.module.css'
import { Button } from '../Button/Button'
import { PageState } from '../PageState/PageState'
import { Spinner } from '../Spinner/Spinner'
import records from './Records.module.css'
import { type FilterSpec, RecordsFilters } from './RecordsFilters'
import { memberTimeZone, useRecordFormat } from './recordsFormat'

export interface Column<Row> {
  key: string
  label: string
  numeric?: boolean
  cell(row: Row): ReactNode
}

export interface TotalLine<Totals> {
  label: string
  value(totals: Totals): ReactNode
}

export type ScreenView<Row, Totals> = RecordsView<Row, Totals> & RecordsIntents

interface RecordsScreenProps<Row, Totals> {
  title: ReactNode
  config: RecordsConfig<Row, Totals>
  /** Fixed, or made with the screen's intents (a cell that drills down chooses a filter). */
  columns: readonly Column<Row>[] | ((view: ScreenView<Row, Totals>) => readonly Column<Row>[])
  rowKey(row: Row): string
  filters: readonly FilterSpec[]
  totals: readonly TotalLine<Totals>[]
  /** Beside the title: the statement export. */
  actions?(view: ScreenView<Row, Totals>): ReactNode
  /** Between the filters and the rows: where a drill-down says whose rows these are. */
  above?(view: ScreenView<Row, Totals>): ReactNode
  testId: string
}

/**
 * One records screen: a configuration of the core's records flow (which call, which filters) with the columns
 * and totals it shows. Filter bar, table (cards on a phone), page and range totals, paging, retry.
 */
export function RecordsScreen<Row, Totals>({
  title,
  config,
  columns: columnsOf,
  rowKey,
  filters,
  totals,
  actions,
  above,
  testId,
}: RecordsScreenProps<Row, Totals>) {
  const { t } = useLingui()
  const failureMessage = useMemberFailure()
  const format = useRecordFormat()
  const create = useCallback(
    (portal: Portal) => createRecords(portal, config, { timeZone: memberTimeZone() }),
    [config],
  )
  const [view] = useFlow(create, connectRecords<Row, Totals>)
  const columns = typeof columnsOf === 'function' ? columnsOf(view) : columnsOf
  const shown = useMemo(
    // Isolated, so a right-to-left sentence keeps each date-time in reading order.
    () =>
      view.shown
        ? {
            from: `\u2066${format.time(view.shown.from)}\u2069`,
            to: `\u2066${format.time(view.shown.to - 1000)}\u2069`,
          }
        : null,
    [view.shown, format],
  )

  return (
    <div className={styles.panel} data-testid={testId}>
      <div className={records.head}>
        <h1 className={styles.title}>{title}</h1>
        {actions?.(view)}
      </div>
      <RecordsFilters view={view} filters={filters} />
      {above?.(view)}
      {shown && (
        <p className={records.shown}>
          <Trans>
            {shown.from} to {shown.to}
          </Trans>
        </p>
      )}
      <PageState
        failed={view.status === 'failed' && !!view.failure}
        reason={
          <>
            <Trans>The records could not be loaded.</Trans> {view.failure && failureMessage(view.failure)}
          </>
        }
        onRetry={view.retry}
      />
      {view.status === 'loading' && view.rows.length === 0 && <Spinner size={24} />}
      {view.status === 'empty' && (
        <p className={styles.muted}>
          <Trans>No records in this range.</Trans>
        </p>
      )}
      {view.pageTotals && view.rangeTotals && view.count > 0 && (
        <div className={records.totals}>
          <Totals title={t`This page`} lines={totals} values={view.pageTotals} />
          <Totals
            title={t`Whole range · ${format.count(view.count)} records`}
            lines={totals}
            values={view.rangeTotals}
            testId="range-totals"
          />
        </div>
      )}
      {view.rows.length > 0 && (
        <div className={`${records.scroller} ${view.status === 'loading' ? records.busy : ''}`}>
          <table className={records.table} aria-busy={view.status === 'loading'}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={column.numeric ? records.num : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={rowKey(row)} data-testid="record">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-label={column.label}
                      className={column.numeric ? records.num : undefined}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {view.pageCount > 1 && view.rows.length > 0 && (
        <nav className={records.pager} aria-label={t`Pages`}>
          <Button
            size="small"
            variant="secondary"
            disabled={view.page <= 1}
            onClick={() => view.goTo(view.page - 1)}
          >
            <Trans context="page">Previous</Trans>
          </Button>
          <span data-testid="page">
            <Trans>
              Page {format.count(view.page)} of {format.count(view.pageCount)}
            </Trans>
          </span>
          <Button
            size="small"
            variant="secondary"
            disabled={view.page >= view.pageCount}
            onClick={() => view.goTo(view.page + 1)}
          >
            <Trans context="page">Next</Trans>
          </Button>
        </nav>
      )}
    </div>
  )
}

function Totals<Totals>({
  title,
  lines,
  values,
  testId,
}: {
  title: string
  lines: readonly TotalLine<Totals>[]
  values: Totals
  testId?: string
}) {
  return (
    <section className={records.total} data-testid={testId}>
      <h2>{title}</h2>
      <dl>
        {lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd className={records.num}>{line.value(values)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
