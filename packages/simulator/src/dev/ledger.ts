import type { Hono } from 'hono'
import { settleContracts } from '../contracts/settle'
import { receiptOf } from '../deposit/orders'
import { badRequest, ok, reply } from '../envelope'
import { approveAllDue, approveOrder, creditMember, ledgerOf, rejectOrder, walletsOf } from '../ledger/book'
import type { Entry } from '../ledger/entries'
import { type Ledger, statusOf } from '../ledger/ledger'
import { isRefusal, requestDeposit, requestWithdrawal } from '../ledger/operations'
import { orderReference } from '../ledger/references'
import { fromWire, toWire } from '../ledger/wire'
import { depositRefusal } from '../member-centre/safer'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import { type Body, readBody } from './body'

/** The longest the clock moves in one call: a year. */
const maxClockMoveMs = 366 * 86_400_000

/**
 * The back office on the dev surface: look into a member's ledger, place, approve or reject deposits and
 * withdrawals, let them approve themselves after a delay, credit a bonus or rebate, move the simulated clock.
 * Amounts travel as the API sends them (decimal numbers or text), never more than 2 decimals.
 */
export function devLedger(app: Hono, store: Store): void {
  /** A POST that names an account: runs `apply`, then answers with that account's ledger. */
  const forAccount = (path: string, apply: (member: Member, body: Body) => string | null) =>
    app.post(`/__sim/ledger${path}`, async (c) => {
      const body = await readBody(c)
      const member = typeof body?.account === 'string' ? store.findMember(body.account) : undefined
      if (!body || !member) return reply(c, badRequest('account must be a known account'))
      const problem = apply(member, body)
      if (problem) return reply(c, badRequest(problem))
      return c.json(ok(view(store, member, 20)))
    })

  app.get('/__sim/ledger/:account', (c) => {
    const member = store.findMember(c.req.param('account'))
    if (!member) return reply(c, badRequest('account must be a known account'))
    const limit = Number(c.req.query('limit') ?? 50)
    return c.json(ok(view(store, member, Number.isInteger(limit) && limit >= 0 ? limit : 50)))
  })

  // A deposit the member's limits refuse answers their code (deposit_limit_exceeded), as the deposit call will.
  app.post('/__sim/ledger/deposit', async (c) => {
    const body = await readBody(c)
    const member = typeof body?.account === 'string' ? store.findMember(body.account) : undefined
    if (!body || !member) return reply(c, badRequest('account must be a known account'))
    const amount = fromWire(body.amount)
    if (amount === null || amount <= 0)
      return reply(c, badRequest('amount must be an amount > 0 with at most 2 decimals'))
    const refused = depositRefusal(store, member, amount)
    if (refused) return reply(c, refused)
    const ledger = ledgerOf(store, member)
    requestDeposit(
      ledger,
      amount,
      { at: store.now(), reference: orderReference(ledger, 'DP') },
      'Dev surface',
    )
    return c.json(ok(view(store, member, 20)))
  })

  forAccount('/withdraw', (member, body) => {
    const amount = fromWire(body.amount)
    const fee = body.fee === undefined ? 0 : fromWire(body.fee)
    if (amount === null || amount <= 0 || fee === null || fee < 0)
      return 'amount (> 0) and fee (≥ 0) must be amounts with at most 2 decimals'
    const ledger = ledgerOf(store, member)
    const held = requestWithdrawal(ledger, amount, fee, {
      at: store.now(),
      reference: orderReference(ledger, 'WD'),
    })
    return isRefusal(held) ? 'Not enough in the main wallet' : null
  })

  forAccount('/approve', (member, body) => {
    if (typeof body.entryId !== 'string') return 'entryId must name a pending entry'
    const refused = approveOrder(store, member, body.entryId)
    return refused ? `Cannot approve ${body.entryId}: ${refused.refused}` : null
  })

  forAccount('/reject', (member, body) => {
    if (typeof body.entryId !== 'string') return 'entryId must name a pending entry'
    const reason =
      typeof body.reason === 'string' && body.reason ? body.reason : 'Rejected by the back office'
    const refused = rejectOrder(store, member, body.entryId, reason)
    return refused ? `Cannot reject ${body.entryId}: ${refused.refused}` : null
  })

  forAccount('/bonus', (member, body) => {
    const amount = fromWire(body.amount)
    if (amount === null || amount <= 0) return 'amount must be an amount > 0 with at most 2 decimals'
    const kind = body.kind === 'rebate' ? 'rebate' : 'bonus'
    const remarks = typeof body.remarks === 'string' && body.remarks ? body.remarks : 'Manual bonus'
    creditMember(store, member, kind, amount, remarks)
    return null
  })

  app.post('/__sim/ledger/auto-approve', async (c) => {
    const body = await readBody(c)
    const after = body?.afterMs
    if (after !== null && (typeof after !== 'number' || !Number.isInteger(after) || after < 0))
      return reply(c, badRequest('afterMs must be a whole number of milliseconds ≥ 0, or null for never'))
    store.state.autoApproveAfterMs = after
    approveAllDue(store)
    return c.json(ok({ autoApproveAfterMs: after }))
  })

  // Forward only: the ledger's times never run backwards.
  app.post('/__sim/clock', async (c) => {
    const body = await readBody(c)
    const by = body?.advanceMs
    if (typeof by !== 'number' || !Number.isInteger(by) || by < 0 || by > maxClockMoveMs)
      return reply(
        c,
        badRequest(`advanceMs must be a whole number of milliseconds from 0 to ${maxClockMoveMs}`),
      )
    store.state.clockOffsetMs += by
    // Live sessions move along unless asked to age, so a test that jumps days ahead keeps its member signed in.
    if (body?.ageSessions !== true)
      for (const session of store.state.sessions.values()) {
        session.openedAt += by
        session.lastSeenAt += by
      }
    approveAllDue(store)
    settleContracts(store)
    return c.json(ok({ now: new Date(store.now()).toISOString(), offsetMs: store.state.clockOffsetMs }))
  })
}

/** A member's money as the dev surface shows it: balances, what waits, the latest entries (newest first). */
function view(store: Store, member: Member, limit: number) {
  const ledger = ledgerOf(store, member)
  return {
    account: member.account,
    balances: Object.fromEntries(
      [...walletsOf(store, member)].map(([wallet, minor]) => [wallet, toWire(minor)]),
    ),
    pending: ledger.entries
      .filter((entry) => statusOf(ledger, entry.id) === 'pending')
      .map((entry) => row(ledger, entry)),
    entries: (limit === 0 ? [] : ledger.entries.slice(-limit)).reverse().map((entry) => row(ledger, entry)),
    count: ledger.entries.length,
  }
}

// A deposit's receipt goes with it, images included, so the back office sees what it approves.
const row = (ledger: Ledger, entry: Entry) => ({
  ...entry,
  ...receiptFor(ledger, entry),
  amount: toWire(entry.amount),
  balanceAfter: toWire(entry.balanceAfter),
  at: new Date(entry.at).toISOString(),
  status: statusOf(ledger, entry.id),
})

function receiptFor(ledger: Ledger, entry: Entry) {
  const receipt = entry.kind === 'deposit' ? receiptOf(ledger, entry.id) : undefined
  return receipt ? { receipt: { ...receipt, at: new Date(receipt.at).toISOString() } } : {}
}
