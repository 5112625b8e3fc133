import type { State } from '../store'

/** One day's salary an agent paid a downline: frozen as paid, whatever the rate becomes later. */
export interface MrSalaryPaid {
  reference: string
  amount: number
  rate: number
  at: number
}

/**
 * The daily salary by member ratio (agentMRDailySalary): each downline's rate as its upline set it (basis
 * points) and the days paid, keyed `downline|YYYY-MM-DD`.
 */
export interface MrSalaryBook {
  rates: Map<string, number>
  paid: Map<string, MrSalaryPaid>
}

/**
 * The platform gives agent01 1.50 % and agent01 gives agent02 1.00 %, so the demo has a day due the moment it
 * starts; every other rate is set on the page.
 */
const seededRates: readonly [string, number][] = [
  ['agent01', 150],
  ['agent02', 100],
]

/** Beside the world's state, so a reset of the world drops the rates and payouts with the ledgers they moved. */
const books = new WeakMap<State, MrSalaryBook>()

export function mrSalaryBook(state: State): MrSalaryBook {
  let book = books.get(state)
  if (!book) {
    book = { rates: new Map(seededRates), paid: new Map() }
    books.set(state, book)
  }
  return book
}

export const paidKey = (downline: string, day: string) => `${downline}|${day}`
