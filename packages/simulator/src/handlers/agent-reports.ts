import type { ContractKind } from '@portal/core'
import { settleContracts } from '../contracts/settle'
import { Refusal, refuse } from '../envelope'
import { ledgerOf } from '../ledger/book'
import type { Entry } from '../ledger/entries'
import { type Ledger, statusOf } from '../ledger/ledger'
import { toWire } from '../ledger/wire'
import type { Handle } from '../route'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import { downlinesOf } from '../team/tree'
import { betTotals, newestFirst, pageOf, rangeOf, roundsIn, typeGroups, validBetOf, within } from './records'
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
function teamEntryTotals(rows: readonly TeamEntry[]) {
  let credit = 0
  let debit = 0
  let deposits = 0
  let withdrawals = 0
  for (const { entry, ledger } of rows) {
    const status = statusOf(ledger, entry.id)
    if (entry.amount > 0 && status === 'settled') credit += entry.amount
    if (entry.amount < 0 && status !== 'rejected') debit += entry.amount
    if (entry.kind === 'deposit' && status === 'settled') deposits += entry.amount
    if (entry.kind === 'withdrawal' && status === 'settled') withdrawals += -entry.amount
  }
  return {
    credit: toWire(credit),
    debit: toWire(debit),
    deposits: toWire(deposits),
    withdrawals: toWire(withdrawals),
  }
}

const payoutKinds = ['contractPayout', 'contractPayment'] as const

function payoutTotals(entries: readonly Entry[]) {
  return {
    received: toWire(sum(entries, (entry) => (entry.kind === 'contractPayout' ? entry.amount : 0))),
    paid: toWire(sum(entries, (entry) => (entry.kind === 'contractPayment' ? entry.amount : 0))),
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
    const shown = pageOf(rounds, input)
    return {
      list: shown.rows.map((round) => ({
        betId: round.reference,
        account: round.account,
        level: round.level,
        gameCategory: round.category,
        vendor: round.vendor,
        stake: toWire(round.stake),
        validBet: toWire(validBetOf(round)),
        winLoss: toWire(round.payout - round.stake),
        time: iso(round.at),
      })),
      page: shown.page,
      size: shown.size,
      total: rounds.length,
      pageTotal: betTotals(shown.rows),
      rangeTotal: betTotals(rounds),
      accounts: [...new Set(all.map((round) => round.account))].sort(),
      vendors: [...new Set(inCategory.map((round) => round.vendor))].sort(),
    }
  })

  handle('teamTransactions', (input, { store, member }) => {
    const agent = mustBeAgent(member)
    if ('code' in agent) return agent
    const range = rangeOf(input)
    if (range instanceof Refusal) return range
    const kinds = input.transType ? typeGroups[input.transType] : undefined
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
    const shown = pageOf(rows, input)
    return {
      list: shown.rows.map(({ entry, account, level, ledger }) => ({
        id: entry.id,
        account,
        level,
        type: entry.kind,
        amount: toWire(entry.amount),
        status: statusOf(ledger, entry.id) ?? entry.status,
        reference: entry.reference,
        time: iso(entry.at),
      })),
      page: shown.page,
      size: shown.size,
      total: rows.length,
      pageTotal: teamEntryTotals(shown.rows),
      rangeTotal: teamEntryTotals(rows),
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
    const contracts = new Map(store.state.contracts.map((contract) => [contract.id, contract]))
    const ledger = ledgerOf(store, agent)
    const entries = ledger.entries
      .filter((entry): entry is Entry & { kind: (typeof payoutKinds)[number] } =>
        (payoutKinds as readonly string[]).includes(entry.kind),
      )
      .filter((entry) => within(range, entry.at))
      .map((entry) => {
        // The reference is `CT<contract>-<period start>` (contracts/settle.ts).
        const [, id = '', from = '0'] = /^CT(.+)-(\d+)$/.exec(entry.reference) ?? []
        return { entry, contract: contracts.get(id), id, periodFrom: Number(from) }
      })
      .filter(
        ({ entry, contract }) =>
          contract &&
          (!input.kind || contract.kind === input.kind) &&
          (!input.direction || (input.direction === 'received') === (entry.kind === 'contractPayout')),
      )
      .sort((a, b) => newestFirst(a.entry, b.entry))
    const shown = pageOf(entries, input)
    return {
      list: shown.rows.map(({ entry, contract, id, periodFrom }) => {
        const received = entry.kind === 'contractPayout'
        return {
          id: entry.id,
          contract: id,
          kind: contract?.kind as ContractKind,
          direction: received ? ('received' as const) : ('paid' as const),
          counterparty: (received ? contract?.upline : contract?.downline) ?? null,
          periodFrom: iso(periodFrom),
          amount: toWire(entry.amount),
          status: statusOf(ledger, entry.id) ?? entry.status,
          time: iso(entry.at),
        }
      }),
      page: shown.page,
      size: shown.size,
      total: entries.length,
      pageTotal: payoutTotals(shown.rows.map(({ entry }) => entry)),
      rangeTotal: payoutTotals(entries.map(({ entry }) => entry)),
    }
  })
}
