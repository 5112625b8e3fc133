import { maxRatio } from '@portal/core'
import { figuresIn, playsOf, teamOf } from '../contracts/figures'
import { refuse } from '../envelope'
import { ledgerOf } from '../ledger/book'
import { append, runningBalance } from '../ledger/ledger'
import { decimalText } from '../ledger/wire'
import { mrSalaryBook, paidKey } from '../mr-salary/book'
import { dayRange, payableDays } from '../mr-salary/days'
import type { Handle } from '../route'
import type { Member } from '../seed/members'
import { agentTypes } from '../seed/members'
import type { Store } from '../store'
import { mustBeSignedIn } from './member'

const isAgent = (member: Member) => agentTypes.includes(member.type)

/** The rate my upline (or, for a top agent, the platform) gives me: the most I may give a downline. */
const ownRateOf = (store: Store, account: string) => mrSalaryBook(store.state).rates.get(account) ?? 0

const directDownlines = (store: Store, account: string) =>
  [...store.state.team.values()].filter((node) => node.upline === account).map((node) => node.account)

/**
 * A rate lowered reaches down the team: nobody below may give more than they were given, so each rate under the
 * downline is capped at its upline's, level by level (a rate raised again later does not raise them back).
 */
function capBelow(store: Store, upline: string) {
  const rates = mrSalaryBook(store.state).rates
  const ceiling = rates.get(upline) ?? 0
  for (const downline of directDownlines(store, upline)) {
    const rate = rates.get(downline)
    if (rate === undefined || rate <= ceiling) continue
    rates.set(downline, ceiling)
    capBelow(store, downline)
  }
}

/** The day asked for, when it has ended and is still kept; yesterday when none is asked. */
function payableDay(store: Store, asked: string | undefined) {
  const { latest, earliest } = payableDays(store.now())
  const day = asked ?? latest
  const range = dayRange(day)
  if (!range || day > latest || day < earliest)
    return refuse('day_out_of_range', 'Pick a day that has ended, within the last 90 days', {
      field: 'day',
      min: earliest,
      max: latest,
    })
  return { day, range, latest, earliest }
}

/** One downline's day: their team's valid bet and active members, and what the day pays or paid. */
function salaryOf(store: Store, downline: string, day: string, range: { from: number; to: number }) {
  const book = mrSalaryBook(store.state)
  const figures = figuresIn(playsOf(store, teamOf(store, downline), range.from), range)
  const rate = book.rates.get(downline) ?? null
  const paid = book.paid.get(paidKey(downline, day))
  const due = rate === null ? 0 : Number((figures.validBet * BigInt(rate)) / BigInt(maxRatio))
  const amount = paid ? paid.amount : due
  const status = paid ? 'paid' : rate === null ? 'noRate' : due > 0 ? 'due' : 'nothingDue'
  return { figures, rate, amount, status, paid } as const
}

/**
 * The agent's daily salary by member ratio (original-calls.md §2, §5; docs/flows/mr-salary.md): a rate per
 * direct downline, what each day pays them from their team's valid bets, and the payout by hand — one entry
 * on each side, once per day and downline, the downline told on the real-time channel as for a contract.
 */
export function mrSalaryHandlers(handle: Handle): void {
  handle('mrSalaryInfo', (input, { store, member }) => {
    const me = mustBeSignedIn(member)
    if (!isAgent(me)) return refuse('non_agent', 'Only agents have a team')
    const chosen = payableDay(store, input.day)
    if ('code' in chosen) return chosen
    const salaries = directDownlines(store, me.account).map((account) => ({
      account,
      downline: store.findMember(account),
      ...salaryOf(store, account, chosen.day, chosen.range),
    }))
    const total = (pick: (salary: (typeof salaries)[number]) => number) =>
      decimalText(salaries.reduce((sum, salary) => sum + pick(salary), 0))
    return {
      day: chosen.day,
      latestDay: chosen.latest,
      earliestDay: chosen.earliest,
      ownRate: ownRateOf(store, me.account),
      balance: decimalText(runningBalance(ledgerOf(store, me))),
      rows: salaries.map((salary) => ({
        account: salary.account,
        kind: salary.downline && isAgent(salary.downline) ? ('agent' as const) : ('member' as const),
        rate: salary.rate,
        validBet: decimalText(Number(salary.figures.validBet)),
        activeMembers: salary.figures.activePeople,
        amount: decimalText(salary.amount),
        status: salary.status,
        paidAt: salary.paid ? new Date(salary.paid.at).toISOString() : null,
      })),
      totals: {
        validBet: total((salary) => Number(salary.figures.validBet)),
        due: total((salary) => (salary.status === 'due' ? salary.amount : 0)),
        paid: total((salary) => (salary.status === 'paid' ? salary.amount : 0)),
      },
    }
  })

  handle('setMrSalaryRate', (input, { store, member }) => {
    const me = mustBeSignedIn(member)
    if (!isAgent(me)) return refuse('non_agent', 'Only agents have a team')
    if (store.state.team.get(input.downline)?.upline !== me.account)
      return refuse('not_direct_downline', 'Rates are given to direct downlines only', { field: 'downline' })
    const own = ownRateOf(store, me.account)
    if (input.rate < 1) return refuse('rate_out_of_range', 'At least 0.01 %', { field: 'rate', max: own })
    if (input.rate > own)
      return refuse('rate_above_own', 'More than your own rate', { field: 'rate', max: own })
    mrSalaryBook(store.state).rates.set(input.downline, input.rate)
    capBelow(store, input.downline)
    return { downline: input.downline, rate: input.rate }
  })

  handle('disburseMrSalary', (input, { store, member }) => {
    const me = mustBeSignedIn(member)
    const ledger = ledgerOf(store, me)
    if (!isAgent(me)) return refuse('non_agent', 'Only agents have a team')
    const to = store.findMember(input.downline)
    if (!to || store.state.team.get(input.downline)?.upline !== me.account)
      return refuse('not_direct_downline', 'Salaries are paid to direct downlines only')
    const chosen = payableDay(store, input.day)
    if ('code' in chosen) return chosen
    const salary = salaryOf(store, to.account, chosen.day, chosen.range)
    if (salary.status === 'paid') return refuse('already_paid', 'This day is paid already')
    if (salary.status === 'noRate') return refuse('no_rate', 'Give this downline a rate first')
    if (salary.status === 'nothingDue') return refuse('nothing_due', 'Nothing to pay for this day')
    if (runningBalance(ledger) < salary.amount)
      return refuse('insufficient_balance', 'Not enough money', { field: 'amount' })
    const at = store.now()
    const reference = `MR${me.id}-${to.id}-${chosen.day.replaceAll('-', '')}`
    const entry = (kind: 'mrSalaryPayment' | 'mrSalaryPayout', amount: number, remarks: string) => ({
      wallet: 'main',
      kind,
      amount,
      status: 'settled' as const,
      at,
      reference,
      remarks,
    })
    append(ledger, entry('mrSalaryPayment', -salary.amount, `To ${to.account} for ${chosen.day}`))
    const theirs = ledgerOf(store, to)
    const paid = append(
      theirs,
      entry('mrSalaryPayout', salary.amount, `From ${me.account} for ${chosen.day}`),
    )
    mrSalaryBook(store.state).paid.set(paidKey(to.account, chosen.day), {
      reference,
      amount: salary.amount,
      rate: salary.rate ?? 0,
      at,
    })
    // Paid outside the downline's own request: their real-time channel tells them (CONTRACT_PAYOUT).
    store.ledgerEvents.emit({
      account: to.account,
      customerId: theirs.customerId,
      entry: paid,
      status: 'settled',
      balance: runningBalance(theirs),
    })
    return {
      reference,
      downline: to.account,
      day: chosen.day,
      amount: decimalText(salary.amount),
      balance: decimalText(runningBalance(ledger)),
    }
  })
}
