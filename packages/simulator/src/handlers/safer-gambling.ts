import { refuse } from '../envelope'
import { ledgerOf } from '../ledger/book'
import { fromWire, toWire } from '../ledger/wire'
import { exclude, netResultSince, saferOf, saferView, setLimit } from '../member-centre/safer'
import type { Handle } from '../route'
import { mustBeSignedIn } from './member'

/** The safer-gambling calls (issue 13): limits, reality check, time-out and self-exclusion. */
export function saferGamblingHandlers(handle: Handle): void {
  handle('saferGambling', (_input, { store, member }) => saferView(store, mustBeSignedIn(member).account))

  handle('setGamblingLimit', (input, { store, member }) => {
    const { account } = mustBeSignedIn(member)
    const amount = input.amount === null ? null : fromWire(input.amount)
    if (amount === 0 || (input.amount !== null && amount === null))
      return refuse('field_invalid', 'amount must be more than 0', { field: 'amount' })
    setLimit(store, account, input.kind, input.period, amount)
    return saferView(store, account)
  })

  handle('setRealityCheck', (input, { store, member }) => {
    const { account } = mustBeSignedIn(member)
    saferOf(store, account).realityCheckMinutes = input.minutes
    return saferView(store, account)
  })

  handle('excludeSelf', (input, { store, member }) => {
    const { account } = mustBeSignedIn(member)
    const applied = exclude(store, account, input.kind, input.days)
    if (!applied || 'code' in applied) return applied ?? refuse('server_error', 'No exclusion applied')
    return { kind: applied.kind, until: new Date(applied.until).toISOString() }
  })

  handle('sessionResult', (input, { store, member }) => {
    const since = Date.parse(input.since)
    if (Number.isNaN(since)) return refuse('field_invalid', 'since must be an ISO time', { field: 'since' })
    const ledger = ledgerOf(store, mustBeSignedIn(member))
    const rounds = ledger.entries.filter((entry) => entry.kind === 'bet' && entry.at >= since).length
    return { net: toWire(netResultSince(ledger, since - 1)), bets: rounds }
  })
}
