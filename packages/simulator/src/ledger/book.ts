import { payDepositPromotion } from '../deposit/promotion-bonus'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import type { Entry, EntryStatus } from './entries'
import { seedHistory } from './history'
import { balanceOf, balances, createLedger, findEntry, type Ledger, statusOf } from './ledger'
import { adjust, approve, credit, isRefusal, type Refusal, reject } from './operations'
import { orderReference } from './references'

/** Game rounds a day in the seeded history: member01 has thousands of rows, the others a few hundred. */
const busyAccounts = new Set(['member01'])

/**
 * The member's ledger, opened on first use: demo accounts with history get their 90 seeded days then (so a
 * simulator that never looks at member01's money never spends time on it), others their opening balance.
 */
export function ledgerOf(store: Store, member: Member): Ledger {
  const known = store.state.ledgers.get(member.account)
  if (known) {
    approveDue(store, member, known)
    return known
  }
  const ledger = createLedger(member.account, member.id)
  if (member.history)
    seedHistory(ledger, {
      seed: store.seed,
      until: store.state.seededAt,
      catalog: store.state.catalog,
      opening: member.openingBalance,
      roundsPerDay: busyAccounts.has(member.account) ? [30, 50] : [2, 8],
      ...(member.historyDays === undefined ? {} : { days: member.historyDays }),
    })
  else if (member.openingBalance > 0)
    adjust(
      ledger,
      member.openingBalance,
      { at: store.now(), reference: orderReference(ledger, 'AJ') },
      'Opening balance',
    )
  store.state.ledgers.set(member.account, ledger)
  approveDue(store, member, ledger)
  return ledger
}

/**
 * With auto-approval on (`/__sim/ledger/auto-approve`), pending orders older than the delay approve themselves
 * whenever the member's ledger is next looked at or the clock is moved, and tell the listeners.
 */
function approveDue(store: Store, member: Member, ledger: Ledger): void {
  const delay = store.state.autoApproveAfterMs
  if (delay === null) return
  const due = store.now() - delay
  for (const entry of ledger.entries) {
    if (entry.at > due || (entry.kind !== 'deposit' && entry.kind !== 'withdrawal')) continue
    if (statusOf(ledger, entry.id) !== 'pending') continue
    approve(ledger, entry.id, store.now())
    settled(store, member, ledger, entry, 'settled')
  }
}

/** Approves what is due in every member's ledger: after the clock moves, or from a timer of the server. */
export function approveAllDue(store: Store): void {
  for (const member of store.state.members)
    if (store.state.ledgers.has(member.account)) ledgerOf(store, member)
}

/** The main wallet's balance, minor units (derived from the ledger). */
export const mainBalanceOf = (store: Store, member: Member): number => balanceOf(ledgerOf(store, member))

/** Main and every vendor wallet the member has used, minor units. */
export const walletsOf = (store: Store, member: Member): Map<string, number> =>
  balances(ledgerOf(store, member))

function settled(
  store: Store,
  member: Member,
  ledger: Ledger,
  entry: Entry,
  status: EntryStatus,
  remarks?: string,
) {
  store.ledgerEvents.emit({
    account: member.account,
    customerId: member.id,
    entry,
    status,
    balance: balanceOf(ledger),
    ...(remarks ? { remarks } : {}),
  })
  const bonus = status === 'settled' ? payDepositPromotion(ledger, entry, store.now()) : null
  if (bonus) settled(store, member, ledger, bonus, 'settled', bonus.remarks)
}

/** The back office approves a pending order. */
export function approveOrder(store: Store, member: Member, entryId: string): Refusal | null {
  const ledger = ledgerOf(store, member)
  const moved = approve(ledger, entryId, store.now())
  if (isRefusal(moved)) return moved
  const entry = findEntry(ledger, entryId)
  if (entry) settled(store, member, ledger, entry, 'settled')
  return null
}

/** The back office rejects a pending order, with the reason the member is told. */
export function rejectOrder(store: Store, member: Member, entryId: string, reason: string): Refusal | null {
  const ledger = ledgerOf(store, member)
  const moved = reject(ledger, entryId, store.now(), reason)
  if (isRefusal(moved)) return moved
  const entry = findEntry(ledger, entryId)
  if (entry) settled(store, member, ledger, entry, entry.kind === 'deposit' ? 'rejected' : 'reversed', reason)
  return null
}

/** A bonus or rebate paid by the platform. */
export function creditMember(
  store: Store,
  member: Member,
  kind: 'bonus' | 'rebate',
  amount: number,
  remarks: string,
): Entry | Refusal {
  const ledger = ledgerOf(store, member)
  const entry = credit(
    ledger,
    kind,
    amount,
    { at: store.now(), reference: orderReference(ledger, 'BN') },
    remarks,
  )
  if (!isRefusal(entry)) settled(store, member, ledger, entry, 'settled', remarks)
  return entry
}

/** A back-office correction that brings the main balance to `target` (the dev surface's "set balance"). */
export function adjustTo(
  store: Store,
  member: Member,
  target: number,
  remarks: string,
): Entry | Refusal | null {
  const ledger = ledgerOf(store, member)
  const change = target - balanceOf(ledger)
  if (change === 0) return null
  const entry = adjust(ledger, change, { at: store.now(), reference: orderReference(ledger, 'AJ') }, remarks)
  if (!isRefusal(entry)) settled(store, member, ledger, entry, 'settled', remarks)
  return entry
}
