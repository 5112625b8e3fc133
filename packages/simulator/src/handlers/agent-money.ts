import { refuse } from '../envelope'
import { checkFundPassword } from '../fund-password/fund-password'
import { ledgerOf } from '../ledger/book'
import { append, runningBalance } from '../ledger/ledger'
import { orderReference } from '../ledger/references'
import { fromWire, toWire } from '../ledger/wire'
import type { Handle } from '../route'
import type { Member } from '../seed/members'
import { agentTypes } from '../seed/members'
import type { Store } from '../store'
import { downlinesOf, levelOf } from '../team/tree'
import { envelopeBook, envelopeStatus, type RedEnvelope, unopened } from '../team-money/envelopes'
import { splitEnvelope } from '../team-money/split'
import type { Notify } from '../withdraw/c2c'
import { mustBeSignedIn } from './member'

/** The least a transfer may move: 1.00. */
const minTransfer = 100
const hour = 3_600_000
const iso = (at: number) => new Date(at).toISOString()

const isAgent = (member: Member) => agentTypes.includes(member.type)
const uplineOf = (store: Store, member: Member) => store.state.team.get(member.account)?.upline ?? null

function memberNamed(store: Store, account: string): Member {
  const member = store.findMember(account)
  if (!member) throw new Error(`${account} is in the team but not a member`)
  return member
}

/**
 * What nobody opened before the envelope expired goes back to its sender: one `redEnvelopeIn` entry, once.
 * Done whenever envelopes are looked at, so the simulated clock moving is enough.
 */
function returnExpired(store: Store): void {
  const now = store.now()
  for (const envelope of envelopeBook(store.state).envelopes) {
    if (envelope.expiresAt > now || envelope.refunded > 0 || unopened(envelope) === 0) continue
    const left = envelope.shares.slice(envelope.opened.length).reduce((sum, share) => sum + share, 0)
    envelope.refunded = left
    append(ledgerOf(store, memberNamed(store, envelope.sender)), {
      wallet: 'main',
      kind: 'redEnvelopeIn',
      amount: left,
      status: 'settled',
      at: now,
      reference: envelope.id,
      remarks: 'Red envelope expired: not opened',
    })
  }
}

function sentView(envelope: RedEnvelope) {
  return {
    id: envelope.id,
    total: toWire(envelope.total),
    count: envelope.shares.length,
    split: envelope.split,
    status: envelopeStatus(envelope),
    createdAt: iso(envelope.createdAt),
    expiresAt: iso(envelope.expiresAt),
    refunded: toWire(envelope.refunded),
    opened: envelope.opened.map((one) => ({
      account: one.account,
      amount: toWire(one.amount),
      at: iso(one.at),
    })),
  }
}

/**
 * Money between an agent and the team (issue 16): transfers to the upline or anyone below, red envelopes for
 * the team and their opening (issue 15). Each movement is one entry on each side; the receiver hears of it on
 * the real-time channel.
 */
export function agentMoneyHandlers(handle: Handle, notify: Notify): void {
  handle('agentTransferInfo', (_input, { store, member }) => {
    const me = mustBeSignedIn(member)
    return {
      balance: toWire(runningBalance(ledgerOf(store, me))),
      upline: uplineOf(store, me),
      fundPasswordSet: me.fundPassword !== '',
      minAmount: toWire(minTransfer),
    }
  })

  handle('agentTransfer', (input, { store, member }) => {
    const me = mustBeSignedIn(member)
    const ledger = ledgerOf(store, me)
    const unlocked = checkFundPassword(store, me, input.paymentPassword)
    if (unlocked) return unlocked
    const to = store.findMember(input.to)
    const upline = uplineOf(store, me)
    const direction =
      to && to.account === upline
        ? ('up' as const)
        : to && isAgent(me) && levelOf(store.state.team, to.account, me.account) !== null
          ? ('down' as const)
          : null
    if (!to || !direction) return refuse('not_in_team', 'Not your upline or in your team', { field: 'to' })
    const amount = fromWire(input.amount)
    if (amount === null || amount <= 0) return refuse('amount_invalid', 'Not an amount', { field: 'amount' })
    if (amount < minTransfer)
      return refuse('amount_below_min', 'Below the minimum', { field: 'amount', min: toWire(minTransfer) })
    if (runningBalance(ledger) < amount)
      return refuse('insufficient_balance', 'Not enough money', { field: 'amount' })
    const at = store.now()
    const reference = orderReference(ledger, 'AT')
    append(ledger, {
      wallet: 'main',
      kind: 'agentTransferOut',
      amount: -amount,
      status: 'settled',
      at,
      reference,
      remarks: `To ${to.account}`,
    })
    const theirs = ledgerOf(store, to)
    append(theirs, {
      wallet: 'main',
      kind: 'agentTransferIn',
      amount,
      status: 'settled',
      at,
      reference,
      remarks: `From ${me.account}`,
    })
    notify(to.id, {
      type: direction === 'down' ? 'AGENT_TRANSFER_AGENT_TO_DOWNLINE' : 'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
      popup: true,
      data: { amount: toWire(amount), time: iso(at), receiver: to.account, sender: me.account },
    })
    return {
      transferNo: reference,
      to: to.account,
      direction,
      amount: toWire(amount),
      balance: toWire(runningBalance(ledger)),
      createdAt: iso(at),
    }
  })

  handle('sendRedEnvelope', (input, { store, member }) => {
    const me = mustBeSignedIn(member)
    if (!isAgent(me)) return refuse('non_agent', 'Only agents send red envelopes')
    returnExpired(store)
    const book = envelopeBook(store.state)
    const total = fromWire(input.total)
    if (total === null || total <= 0) return refuse('amount_invalid', 'Not an amount', { field: 'total' })
    const recipients = new Set(downlinesOf(store.state.team, me.account).map(({ node }) => node.account))
    if (recipients.size === 0) return refuse('no_downlines', 'Nobody in your team yet')
    const shares = splitEnvelope(total, input.count, input.split, store.random)
    if (!shares)
      return refuse('amount_below_count', 'Less than 0.01 for each share', {
        field: 'total',
        min: toWire(input.count),
      })
    const ledger = ledgerOf(store, me)
    if (runningBalance(ledger) < total)
      return refuse('insufficient_balance', 'Not enough money', { field: 'total' })
    // The step-up (issue 31): money leaves, so the fund password, on the one shared counter.
    const stepUp = checkFundPassword(store, me, input.paymentPassword)
    if (stepUp) return stepUp
    const at = store.now()
    const id = `RE${me.id}${String(book.next++).padStart(5, '0')}`
    append(ledger, {
      wallet: 'main',
      kind: 'redEnvelopeOut',
      amount: -total,
      status: 'settled',
      at,
      reference: id,
      remarks: `Red envelope: ${shares.length} shares`,
    })
    const envelope: RedEnvelope = {
      id,
      sender: me.account,
      recipients,
      total,
      split: input.split,
      shares,
      createdAt: at,
      expiresAt: at + input.expiresInHours * hour,
      opened: [],
      refunded: 0,
    }
    book.envelopes.push(envelope)
    for (const account of recipients)
      notify(memberNamed(store, account).id, {
        type: 'RED_ENVELOPE',
        popup: true,
        data: { id, sender: me.account },
      })
    return sentView(envelope)
  })

  handle('sentRedEnvelopes', (_input, { store, member }) => {
    const me = mustBeSignedIn(member)
    returnExpired(store)
    const mine = envelopeBook(store.state).envelopes.filter((envelope) => envelope.sender === me.account)
    return { content: mine.slice(-20).reverse().map(sentView) }
  })

  handle('redEnvelopes', (_input, { store, member }) => {
    const me = mustBeSignedIn(member)
    returnExpired(store)
    const open = envelopeBook(store.state).envelopes.filter(
      (envelope) =>
        envelope.recipients.has(me.account) &&
        envelopeStatus(envelope) === 'open' &&
        !envelope.opened.some((one) => one.account === me.account),
    )
    return {
      content: open.map((envelope) => ({
        id: envelope.id,
        from: 'agent' as const,
        sender: envelope.sender,
        expiresAt: iso(envelope.expiresAt),
      })),
    }
  })

  handle('openRedEnvelope', (input, { store, member }) => {
    const me = mustBeSignedIn(member)
    returnExpired(store)
    const envelope = envelopeBook(store.state).envelopes.find(
      (one) => one.id === input.id && one.recipients.has(me.account),
    )
    if (!envelope) return refuse('unknown_envelope', 'No such envelope for you')
    const ledger = ledgerOf(store, me)
    // Opening again (a lost answer, a second tab) answers the same share and credits nothing more.
    const mine = envelope.opened.find((one) => one.account === me.account)
    if (mine) return { id: envelope.id, amount: toWire(mine.amount), balance: toWire(runningBalance(ledger)) }
    const status = envelopeStatus(envelope)
    if (status !== 'open') return refuse(`envelope_${status}`, `The envelope is ${status}`)
    const amount = envelope.shares[envelope.opened.length] ?? 0
    const at = store.now()
    envelope.opened.push({ account: me.account, amount, at })
    append(ledger, {
      wallet: 'main',
      kind: 'redEnvelopeIn',
      amount,
      status: 'settled',
      at,
      reference: envelope.id,
      remarks: `Red envelope from ${envelope.sender}`,
    })
    return { id: envelope.id, amount: toWire(amount), balance: toWire(runningBalance(ledger)) }
  })
}
