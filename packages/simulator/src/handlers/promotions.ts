import { refuse } from '../envelope'
import { creditMember, mainBalanceOf } from '../ledger/book'
import { toWire } from '../ledger/wire'
import type { Handle } from '../route'
import { type Member, trialTypes } from '../seed/members'
import type { Store } from '../store'
import { mustBeSignedIn } from './member'

/** Bonus credited when a joined promotion pays out (minor units). */
const promotionBonus = 1_000

/** Promotions (join, claim payout, raffle) and missions. Trial accounts take part in none of them. */
export function promotionHandlers(handle: Handle): void {
  handle('signUpPromotion', (input, { store, member }) => {
    const signedIn = realMember(member)
    if (!('account' in signedIn)) return signedIn
    const promotionId = String(input?.promotionId ?? '')
    if (!store.state.catalog.notices.promotion.some((promotion) => promotion.id === promotionId))
      return refuse('unknown_promotion', `No promotion ${promotionId}`)
    const key = `${signedIn.account}:${promotionId}`
    if (store.state.promotionEntries.has(key)) return refuse('already_joined', 'Already signed up')
    store.state.promotionEntries.set(key, 'joined')
    return { promotionId, status: 'joined' }
  })

  handle('requestPromotionReward', (input, { store, member }) => {
    const signedIn = realMember(member)
    if (!('account' in signedIn)) return signedIn
    const key = `${signedIn.account}:${String(input?.promotionId ?? '')}`
    const entry = store.state.promotionEntries.get(key)
    if (!entry) return refuse('not_signed_up', 'Sign up for the promotion first')
    if (entry === 'claimed') return refuse('already_claimed', 'The payout was already claimed')
    store.state.promotionEntries.set(key, 'claimed')
    creditMember(store, signedIn, 'bonus', promotionBonus, `Promotion ${String(input?.promotionId ?? '')}`)
    return { amount: toWire(promotionBonus), balance: toWire(mainBalanceOf(store, signedIn)) }
  })

  handle('claimRafflePromotion', (_input, { store, member }) => {
    const signedIn = realMember(member)
    if (!('account' in signedIn)) return signedIn
    const key = `${signedIn.account}:raffle:${new Date(store.now()).toISOString().slice(0, 10)}`
    if (store.state.promotionEntries.has(key))
      return refuse('already_claimed', 'Today’s raffle was already claimed')
    store.state.promotionEntries.set(key, 'claimed')
    const prize = store.random.pick([100, 200, 500, 800, 1_800, 8_800])
    creditMember(store, signedIn, 'bonus', prize, 'Daily raffle')
    return { prize: toWire(prize), balance: toWire(mainBalanceOf(store, signedIn)) }
  })

  handle('missionSummary', (_input, { store, member }) => ({
    missions: missionsOf(store, mustBeSignedIn(member)),
  }))

  handle('missionLeaderboard', (_input, { store }) => ({
    list: store.state.members
      .filter((candidate) => !trialTypes.includes(candidate.type))
      .map((candidate) => ({ account: maskAccount(candidate.account), score: candidate.points }))
      .sort((a, b) => b.score - a.score)
      .map((row, index) => ({ rank: index + 1, ...row })),
  }))
}

function realMember(member: Member | null) {
  const signedIn = mustBeSignedIn(member)
  return trialTypes.includes(signedIn.type) ? refuse('trial_account', 'A real account is needed') : signedIn
}

/** Mission progress follows the account's activity the simulator knows: logins, favourites, points. */
function missionsOf(store: Store, member: Member) {
  const favourites = store.state.favorites.get(member.account)?.length ?? 0
  return [
    {
      missionId: 'M-LOGIN',
      title: 'Sign in 7 days',
      progress: Math.min(member.logins, 7),
      target: 7,
      reward: 5,
    },
    {
      missionId: 'M-FAV',
      title: 'Pick 3 favourite games',
      progress: Math.min(favourites, 3),
      target: 3,
      reward: 2,
    },
    {
      missionId: 'M-POINTS',
      title: 'Collect 10,000 points',
      progress: Math.min(member.points, 10_000),
      target: 10_000,
      reward: 20,
    },
  ]
}

const maskAccount = (account: string) => `${account.slice(0, 2)}***${account.slice(-2)}`
