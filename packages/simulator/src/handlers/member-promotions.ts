import { refuse } from '../envelope'
import { creditMember, mainBalanceOf } from '../ledger/book'
import { isRefusal } from '../ledger/operations'
import { toWire } from '../ledger/wire'
import type { MemberPromotionKind } from '../member-promotions/book'
import {
  bookOf,
  type Judged,
  judgeIssued,
  judgeLogin,
  judgeRegister,
  judgeSavior,
} from '../member-promotions/promotions'
import type { Handle } from '../route'
import { inLanguage } from '../seed/localised'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import { mustBeSignedIn } from './member'

/** Why a promotion that is not available may not be claimed: the reason its judgement gave. */
const refusals: Record<string, string> = {
  register_claimed: 'The registration bonus was claimed already',
  login_claimed_today: 'Today’s login bonus was claimed already',
  savior_claimed: 'The loss-back of that day was claimed already',
  savior_no_loss: 'No net loss large enough for a loss-back on that day',
  issued_claimed: 'This promotion was claimed already',
  issued_expired: 'This promotion has expired',
}

const wire = ({ reward, state, reason }: Judged) => ({ reward: toWire(reward), state, reason })

/**
 * The member promotions (issue 32): registration (once per member), daily login (once per UTC day), loss-back
 * (a share of the last full day's net loss at play, read from the ledger's settled rounds, once for that day) and
 * those the back office issued (each once, until it expires). The platform judges each when asked and again when
 * claimed; a claim pays one `bonus` entry. A trial account never claims (demo-money.ts); the same key answers the
 * first claim again and another request under it is refused (the router's idempotency).
 */
export function memberPromotionHandlers(handle: Handle): void {
  handle('registerPromotion', (_input, { store, member }) => {
    const judged = judgeRegister(store, mustBeSignedIn(member))
    return { ...wire(judged), claimedAt: judged.claimedAt }
  })
  handle('loginPromotion', (_input, { store, member }) => {
    const judged = judgeLogin(store, mustBeSignedIn(member))
    return { ...wire(judged), nextAt: judged.nextAt }
  })
  handle('saviorPromotion', (_input, { store, member }) => {
    const judged = judgeSavior(store, mustBeSignedIn(member))
    return {
      ...wire(judged),
      periodStart: judged.periodStart,
      periodEnd: judged.periodEnd,
      netLoss: toWire(judged.netLoss),
      minLoss: toWire(judged.minLoss),
      percent: judged.percent,
      cap: toWire(judged.cap),
    }
  })
  handle('issuedPromotions', (_input, { store, member, language }) => ({
    promotions: judgeIssued(store, mustBeSignedIn(member)).map(({ issued, judged }) => ({
      ...wire(judged),
      issueId: issued.issueId,
      title: inLanguage(issued.title, language),
      issuedAt: new Date(issued.issuedAt).toISOString(),
      expiresAt: issued.expiresAt === null ? null : new Date(issued.expiresAt).toISOString(),
    })),
  }))

  handle('claimRegisterPromotion', (_input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    return pay(store, signedIn, 'register', judgeRegister(store, signedIn), 'Registration bonus')
  })
  handle('claimLoginPromotion', (_input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    return pay(store, signedIn, 'login', judgeLogin(store, signedIn), 'Daily login bonus')
  })
  handle('claimSaviorPromotion', (_input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const judged = judgeSavior(store, signedIn)
    return pay(store, signedIn, 'savior', judged, `Loss-back of ${judged.periodStart.slice(0, 10)}`)
  })
  handle('claimIssuedPromotion', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const found = judgeIssued(store, signedIn).find(({ issued }) => issued.issueId === input.issueId)
    if (!found) return refuse('unknown_issued', `No promotion ${input.issueId} was issued to this member`)
    const judged = { ...found.judged, of: found.issued.issueId }
    return pay(store, signedIn, 'issued', judged, `Issued promotion ${found.issued.issueId}`)
  })
}

/** Pays an available promotion as one `bonus` entry and keeps the claim; anything else is refused with its reason. */
function pay(
  store: Store,
  member: Member,
  kind: MemberPromotionKind,
  judged: Judged & { of: string },
  remarks: string,
) {
  if (judged.state !== 'available') {
    const reason = judged.reason ?? 'not_eligible'
    return refuse(reason, refusals[reason] ?? 'This promotion may not be claimed now')
  }
  const entry = creditMember(store, member, 'bonus', judged.reward, remarks)
  if (isRefusal(entry)) return refuse(entry.refused, 'The promotion could not be paid')
  bookOf(store, member).claims.push({
    kind,
    of: judged.of,
    amount: judged.reward,
    entryId: entry.id,
    reference: entry.reference,
    at: store.now(),
  })
  return {
    amount: toWire(judged.reward),
    balance: toWire(mainBalanceOf(store, member)),
    reference: entry.reference,
  }
}
