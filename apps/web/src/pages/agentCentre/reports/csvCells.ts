import { type CsvCell, type Money, moneyToDecimal } from '@portal/core'

/** An amount as exact decimal text: a number to a spreadsheet, never through a float. */
export const amountCell = (value: Money): CsvCell => ({ amount: moneyToDecimal(value) })
export const countCell = (value: number): CsvCell => ({ amount: String(value) })
export const textCell = (text: string): CsvCell => ({ text })
