import type { HTMLAttributes, ReactNode } from 'react'
import referral from './Referral.module.css'

export interface ReportColumn<Row> {
  key: string
  label: ReactNode
  /** A figure: aligned to the end, read left to right (amounts keep their sign and digits in order). */
  numeric?: boolean
  cell(row: Row): ReactNode
}

/** One of the referral page's report tables, named by its section's heading. */
export function ReportTable<Row>({
  labelledBy,
  columns,
  rows,
  rowKey,
  rowProps,
}: {
  labelledBy: string
  columns: readonly ReportColumn<Row>[]
  rows: readonly Row[]
  rowKey(row: Row): string
  /** Marks a row (the member's own line, a claim's status). */
  rowProps?(row: Row): HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, unknown>
}) {
  return (
    <table className={referral.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.numeric ? referral.number : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((column) =>
              column.numeric ? (
                <td key={column.key} className={referral.number} dir="ltr">
                  {column.cell(row)}
                </td>
              ) : (
                <td key={column.key}>{column.cell(row)}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
