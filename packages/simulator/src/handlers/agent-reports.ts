import type { PayoutKind } from '@portal/core'
import { settleContracts } from '../contracts/settle'
import { Refusal, refuse } from '../envelope'
import { ledgerOf } from '../ledger/book'
import type { Entry } from '../ledger/entries'
import { type Ledger, statusOf } from '../ledger/ledger'
import { toWire } from '../ledger/wire'
import { own } from '../own'
import type { Handle } from '../route'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import { downlinesOf } from '../team/tree'
import {
  betTotals,
  entryTotals,
  newestFirst,
  pagedReport,
  rangeOf,
  roundsIn,
  typeGroups,
  validBetOf,
  within,
} from './records'
import { mustBeAgent } from './team'

/*
 * The agent centre's reports (issue 16), read from the ledgers of the agent's team (store.state.team) and the
 * agent's own: nothing is stored twice, every figure is summed from entries.
 */

const iso = (at: number) => new Date(at).toISOString()
const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0)

/** Every downline of the agent (all levels) with their ledger, optionally one account only. */
function teamLedgers(store: Store, agent: Member, account: string) {
  return downlinesOf(store.state.team, agent.account)
    .filter(({ node }) => !account || node.account === account)
    .flatMap(({ node, level }) => {
      const member = store.findMember(node.account)
      return member ? [{ account: node.account, level, ledger: ledgerOf(store, member) }] : []
    })
}

/** A team entry with whose ledger it is in, so its status can be read there. */
interface TeamEntry {
  entry: Entry
  account: string
  level: number
  ledger: Ledger
  at: number
  seq: number
}

/** Money in (settled) and out (held or paid), deposits and paid withdrawals, as the account record sums them. */
/** A payout in the agent's ledger, as My income and the contract record pages list it. */
interface Payout {
  entry: Entry
  contract: string
  kind: PayoutKind
  direction: 'received' | 'paid'
  counterparty: string | null
  periodFrom: number
}

/**
 * The payout an entry is, if any: a contract's (reference `CT<contract>-<period start>`, contracts/settle.ts)
 * or a day's salary by member ratio (reference `MR<payer id>-<payee id>-<YYYYMMDD>`, handlers/mr-salary.ts).
 */
function payoutOf(store: Store, entry: Entry): Payout[] {
  const received = entry.kind === 'contractPayout' || entry.kind === 'mrSalaryPayout'
  const direction = received ? 'received' : 'paid'
  if (entry.kind === 'contractPayout' || entry.kind === 'contractPayment') {
    const [, id = '', from = '0'] = /^CT(.+)-(\d+)$/.exec(entry.reference) ?? []
    const contract = store.state.contracts.find((one) => one.id === id)
    if (!contract) return []
    const counterparty = (received ? contract.upline : contract.downline) ?? null
    return [{ entry, contract: id, kind: contract.kind, direction, counterparty, periodFrom: Number(from) }]
  }
  if (entry.kind === 'mrSalaryPayout' || entry.kind === 'mrSalaryPayment') {
    const [, payer = '', payee = '', y, m, d] =
      /^MR(\d+)-(\d+)-(\d{4})(\d{2})(\d{2})$/.exec(entry.reference) ?? []
    const other = store.state.members.find((one) => String(one.id) === (received ? payer : payee))
    const periodFrom = Date.parse(`${y}-${m}-${d}T00:00:00Z`)
    if (Number.isNaN(periodFrom)) return []
    const counterparty = other?.account ?? null
    return [{ entry, contract: entry.reference, kind: 'mrSalary', direction, counterparty, periodFrom }]
  }
  return []
}

function payoutTotals(rows: readonly Payout[]) {
  return {
    received: toWire(sum(rows, ({ entry, direction }) => (direction === 'received' ? entry.amount : 0))),
    paid: toWire(sum(rows, ({ entry, direction }) => (direction === 'paid' ? entry.amount : 0))),
  }
}

export function agentReportHandlers(handle: Handle): void {
  handle('teamBets', (input, { store, member }) => {
    const agent = mustBeAgent(member)
    if ('code' in agent) return agent
    const range = rangeOf(input)
    if (range instanceof Refusal) return range
    const all = teamLedgers(store, agent, '').flatMap(({ account, level, ledger }) =>
      roundsIn(ledger, range).map((round) => ({ ...round, account, level })),
    )
    const ofAccount = all.filter((round) => !input.account || round.account === input.account)
    const inCategory = ofAccount.filter(
      (round) => !input.gameCategory || round.category === input.gameCategory,
    )
    const rounds = inCategory
      .filter((round) => !input.vendor || round.vendor === input.vendor)
      .sort(newestFirst)
    return {
      ...pagedReport(
        rounds,
        input,
        (round) => ({
          betId: round.reference,
          account: round.account,
          level: round.level,
          gameCategory: round.category,
          vendor: round.vendor,
          stake: toWire(round.stake),
          validBet: toWire(validBetOf(round)),
          winLoss: toWire(round.payout - round.stake),
          time: iso(round.at),
        }),
        betTotals,
      ),
      accounts: [...new Set(all.map((round) => round.account))].sort(),
      vendors: [...new Set(inCategory.map((round) => round.vendor))].sort(),
    }
  })

  handle('teamTransactions', (input, { store, member }) => {
    const agent = mustBeAgent(member)
    if ('code' in agent) return agent
    const range = rangeOf(input)
    if (range instanceof Refusal) return range
    const kinds = input.transType ? own(typeGroups, input.transType) : undefined
    if (input.transType && !kinds) return refuse('field_invalid', 'Unknown transType', { field: 'transType' })
    const all: TeamEntry[] = teamLedgers(store, agent, '').flatMap(({ account, level, ledger }) =>
      ledger.entries
        .filter((entry) => within(range, entry.at))
        .map((entry) => ({ entry, account, level, ledger, at: entry.at, seq: entry.seq })),
    )
    const rows = all
      .filter(
        (row) =>
          (!input.account || row.account === input.account) && (!kinds || kinds.includes(row.entry.kind)),
      )
      .sort(newestFirst)
    return {
      ...pagedReport(
        rows,
        input,
        ({ entry, account, level, ledger }) => ({
          id: entry.id,
          account,
          level,
          type: entry.kind,
          amount: toWire(entry.amount),
          status: statusOf(ledger, entry.id) ?? entry.status,
          reference: entry.reference,
          time: iso(entry.at),
        }),
        entryTotals,
      ),
      accounts: [...new Set(all.map((row) => row.account))].sort(),
    }
  })

  handle('contractPayouts', (input, { store, member }) => {
    const agent = mustBeAgent(member)
    if ('code' in agent) return agent
    const range = rangeOf(input)
    if (range instanceof Refusal) return range
    if (input.direction && input.direction !== 'received' && input.direction !== 'paid')
      return refuse('field_invalid', 'Unknown direction', { field: 'direction' })
    // What is due up to now is paid before it is reported, as every contract call does.
    settleContracts(store)
    const ledger = ledgerOf(store, agent)
    const rows = ledger.entries
      .filter((entry) => within(range, entry.at))
      .flatMap((entry) => payoutOf(store, entry))
      .filter(
        (row) =>
          (!input.kind || row.kind === input.kind) && (!input.direction || input.direction === row.direction),
      )
      .sort((a, b) => newestFirst(a.entry, b.entry))
    return pagedReport(
      rows,
      input,
      ({ entry, ...row }) => ({
        ...row,
        id: entry.id,
        periodFrom: iso(row.periodFrom),
        amount: toWire(entry.amount),
        status: statusOf(ledger, entry.id) ?? entry.status,
        time: iso(entry.at),
      }),
      payoutTotals,
    )
  })
}
