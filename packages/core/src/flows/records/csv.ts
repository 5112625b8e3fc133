/**
 * CSV for spreadsheets (RFC 4180 quoting, CRLF lines). Text cells that a spreadsheet would run as a formula
 * (starting with = + - @, tab or CR) get a leading apostrophe; amounts are passed as plain cells so a negative
 * decimal such as `-12.50` stays a number.
 */
export function csvField(value: string, text = false): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export const csvLine = (fields: readonly string[]) => `${fields.join(',')}\r\n`

/** A cell of a table: text (defused against formulas) or an amount/number (exact decimal text, left as is). */
export type CsvCell = { text: string } | { amount: string }

/** A whole table: the header row (labels, in the member's language) then each row. */
export function csvTable(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const cell = (c: CsvCell) => ('text' in c ? csvField(c.text, true) : csvField(c.amount))
  return csvLine(header.map((h) => csvField(h, true))) + rows.map((row) => csvLine(row.map(cell))).join('')
}
