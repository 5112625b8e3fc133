import { refuse } from '../envelope'
import { creditMember, ledgerOf, mainBalanceOf } from '../ledger/book'
import { statusOf } from '../ledger/ledger'
import { isRefusal } from '../ledger/operations'
import { toWire } from '../ledger/wire'
import { payDue, payPromotion, periodOf, progressOf, promotionStatus } from '../promotions/progress'
import { entryKey } from '../promotions/state'
import type { Handle } from '../route'
import { inLanguage } from '../seed/localised'
import { type Member, trialTypes } from '../seed/members'
import { missionSeeds } from '../seed/missions'
import { promotionRules } from '../seed/promotions'
import type { Store } from '../store'
import { mustBeSignedIn } from './member'

/** A raffle ticket a day, and one more for each 100 deposited that day (minor units). */
const ticketPer = 10_000
const rafflePrizes = [100, 200, 500, 800, 1_800, 8_800]

/** Promotions (list, join or apply, claim payout), the raffle, and missions. Trial accounts take part in none. */
export function promotionHandlers(handle: Handle): void {
  handle('availablePromotions', (_input, { store, member, language }) => {
    if (member) payDue(store, member)
    return {
      list: promotionRules.map((rule) => {
        const { start, end } = periodOf(store, rule)
        const entry = member
          ? store.state.promotions.entries.get(entryKey(member.account, rule.id))
          : undefined
        const progress =
          member && entry && rule.target !== null ? progressOf(store, member, rule, entry.joinedAt) : 0
        return {
          id: rule.id,
          category: rule.category,
          kind: rule.kind,
          title: inLanguage(rule.title, language),
          content: rule.body.map((paragraph) => `<p>${inLanguage(paragraph, language)}</p>`).join(''),
          startTime: new Date(start).toISOString(),
          endTime: new Date(end).toISOString(),
          status: promotionStatus(store, rule, member),
          bonus: toWire(rule.bonus),
          target: rule.target === null ? null : toWire(rule.target),
          progress: rule.target === null ? null : toWire(Math.min(progress, rule.target)),
          paidAt: entry?.paidAt ? new Date(entry.paidAt).toISOString() : null,
        }
      }),
    }
  })

  handle('signUpPromotion', (input, { store, member }) => {
    const signedIn = realMember(member)
    if (!('account' in signedIn)) return signedIn
    const rule = promotionRules.find((candidate) => candidate.id === input.promotionId)
    if (!rule) return refuse('unknown_promotion', `No promotion ${input.promotionId}`)
    const status = promotionStatus(store, rule, signedIn)
    if (status !== 'join') return refuse(`promotion_${status}`, `The promotion is ${status}`)
    const application = rule.kind === 'application'
    if (application && !input.remark?.trim())
      return refuse('remark_required', 'An application needs a remark')
    store.state.promotions.entries.set(entryKey(signedIn.account, rule.id), {
      joinedAt: store.now(),
      stage: application ? 'applying' : 'joined',
      paidAt: null,
      ...(application ? { remark: input.remark ?? '', images: input.images?.length ?? 0 } : {}),
    })
    return { promotionId: rule.id, status: promotionStatus(store, rule, signedIn) }
  })

  handle('requestPromotionReward', (input, { store, member }) => {
    const signedIn = realMember(member)
    if (!('account' in signedIn)) return signedIn
    const rule = promotionRules.find((candidate) => candidate.id === input.promotionId)
    const entry = store.state.promotions.entries.get(entryKey(signedIn.account, input.promotionId))
    if (!rule || !entry) return refuse('not_signed_up', 'Sign up for the promotion first')
    const status = promotionStatus(store, rule, signedIn)
    if (status !== 'claim')
      return refuse(`promotion_${status}`, `Nothing to claim: the promotion is ${status}`)
    const paid = payPromotion(store, signedIn, rule, entry, 'claimed')
    if (isRefusal(paid)) return refuse(paid.refused, 'The bonus could not be paid')
    return { amount: toWire(rule.bonus), balance: toWire(mainBalanceOf(store, signedIn)) }
  })

  handle('raffleStatus', (_input, { store, member }) => {
    const signedIn = realMember(member)
    if (!('account' in signedIn)) return signedIn
    return {
      tickets: ticketsOf(store, signedIn),
      draws: (store.state.promotions.raffles.get(signedIn.account) ?? []).map((draw) => ({
        prize: toWire(draw.prize),
        at: new Date(draw.at).toISOString(),
      })),
    }
  })

  handle('claimRafflePromotion', (_input, { store, member }) => {
    const signedIn = realMember(member)
    if (!('account' in signedIn)) return signedIn
    if (ticketsOf(store, signedIn) < 1) return refuse('no_tickets', 'No raffle ticket left today')
    const prize = store.random.pick(rafflePrizes)
    const draws = store.state.promotions.raffles.get(signedIn.account) ?? []
    draws.push({ prize, at: store.now() })
    store.state.promotions.raffles.set(signedIn.account, draws)
    creditMember(store, signedIn, 'bonus', prize, 'Raffle prize')
    return { prize: toWire(prize), balance: toWire(mainBalanceOf(store, signedIn)) }
  })

  handle('missionSummary', (_input, { store, member, language }) => ({
    missions: missionsOf(store, mustBeSignedIn(member), language),
  }))

  handle('missionLeaderboard', (_input, { store }) => ({
    list: store.state.members
      .filter((candidate) => !trialTypes.includes(candidate.type))
      .map((candidate) => ({ account: maskAccount(candidate.account), score: candidate.points }))
      .sort((a, b) => b.score - a.score)
      .map((row, index) => ({ rank: index + 1, ...row })),
  }))
}

/** One ticket a day, one more per 100 of settled deposits today, less the draws made today. */
function ticketsOf(store: Store, member: Member): number {
  const today = new Date(store.now()).toISOString().slice(0, 10)
  const isToday = (at: number) => new Date(at).toISOString().slice(0, 10) === today
  const ledger = ledgerOf(store, member)
  const deposited = ledger.entries
    .filter(
      (entry) => entry.kind === 'deposit' && isToday(entry.at) && statusOf(ledger, entry.id) === 'settled',
    )
    .reduce((sum, entry) => sum + entry.amount, 0)
  const drawn = (store.state.promotions.raffles.get(member.account) ?? []).filter((draw) => isToday(draw.at))
  return Math.max(0, 1 + Math.floor(deposited / ticketPer) - drawn.length)
}

function realMember(member: Member | null) {
  const signedIn = mustBeSignedIn(member)
  return trialTypes.includes(signedIn.type) ? refuse('trial_account', 'A real account is needed') : signedIn
}

/** Mission progress follows the account's activity the simulator knows: logins, favourites, points. */
function missionsOf(store: Store, member: Member, language: string) {
  const done = {
    logins: member.logins,
    favourites: store.state.favorites.get(member.account)?.length ?? 0,
    points: member.points,
  }
  return missionSeeds.map(({ missionId, title, target, reward, measure }) => ({
    missionId,
    title: inLanguage(title, language),
    progress: Math.min(done[measure], target),
    target,
    reward,
  }))
}

const maskAccount = (account: string) => `${account.slice(0, 2)}***${account.slice(-2)}`
