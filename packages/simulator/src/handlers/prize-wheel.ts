import { refuse } from '../envelope'
import { creditMember, ledgerOf, mainBalanceOf } from '../ledger/book'
import { isRefusal } from '../ledger/operations'
import { toWire } from '../ledger/wire'
import { playMeasures } from '../rewards/play-measures'
import type { Handle } from '../route'
import type { Member } from '../seed/members'
import { depositPerTicket, turnoverPerTicket, wheelId, wheelSegments } from '../seed/prize-wheel'
import type { Store } from '../store'
import { mustBeSignedIn } from './member'

/**
 * The prize wheel (issue 32): tickets are earned from the member's play as the ledger shows it (one per 100 of
 * valid bets, one per 100 of settled deposits) and spent one per spin. The platform picks the segment with its
 * seeded randomness before it answers; a prize in money is one ledger `bonus` entry. Without a ticket a spin is
 * refused `no_tickets`; the same key answers the same spin again (the router's idempotency); a trial account
 * never spins (demo-money.ts).
 */
export function prizeWheelHandlers(handle: Handle): void {
  handle('prizeWheelInfo', () => ({
    wheelId,
    segments: wheelSegments.map(toWire),
    turnoverPerTicket: toWire(turnoverPerTicket),
    depositPerTicket: toWire(depositPerTicket),
  }))

  handle('tickets', (_input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const { earned, available } = ticketsOf(store, signedIn)
    return {
      available,
      earned,
      spins: spinsOf(store, signedIn)
        .map((spin) => ({
          segment: spin.segment,
          prize: toWire(spin.prize),
          at: new Date(spin.at).toISOString(),
        }))
        .reverse(),
    }
  })

  handle('claimTickets', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    if (input.wheelId !== wheelId) return refuse('unknown_wheel', `No wheel ${input.wheelId}`)
    if (ticketsOf(store, signedIn).available < 1) return refuse('no_tickets', 'No ticket left to spin with')
    const segment = store.random.int(0, wheelSegments.length - 1)
    const prize = wheelSegments[segment] ?? 0
    let reference: string | null = null
    if (prize > 0) {
      const paid = creditMember(store, signedIn, 'bonus', prize, 'Prize wheel')
      if (isRefusal(paid)) return refuse(paid.refused, 'The prize could not be paid')
      reference = paid.reference
    }
    spinsOf(store, signedIn).push({ segment, prize, at: store.now(), reference })
    return {
      segment,
      prize: toWire(prize),
      balance: toWire(mainBalanceOf(store, signedIn)),
      reference,
      ticketsLeft: ticketsOf(store, signedIn).available,
    }
  })
}

function spinsOf(store: Store, member: Member) {
  let spins = store.state.rewardPlay.wheelSpins.get(member.account)
  if (!spins) {
    spins = []
    store.state.rewardPlay.wheelSpins.set(member.account, spins)
  }
  return spins
}

function ticketsOf(store: Store, member: Member) {
  const { turnover, deposits } = playMeasures(ledgerOf(store, member))
  const earned = Math.floor(turnover / turnoverPerTicket) + Math.floor(deposits / depositPerTicket)
  return { earned, available: Math.max(0, earned - spinsOf(store, member).length) }
}
