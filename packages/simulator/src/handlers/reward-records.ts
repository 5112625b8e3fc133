import { refuse } from '../envelope'
import { ledgerOf } from '../ledger/book'
import type { Entry } from '../ledger/entries'
import { mainWallet } from '../ledger/entries'
import { statusOf } from '../ledger/ledger'
import { toWire } from '../ledger/wire'
import { bookOf } from '../member-promotions/promotions'
import { payDue, progressOf, promotionStatus } from '../promotions/progress'
import { entryKey, type PromotionEntry } from '../promotions/state'
import { rewardSourceOf } from '../reward-records/sources'
import type { Handle } from '../route'
import { inLanguage } from '../seed/localised'
import type { Member } from '../seed/members'
import { type PromotionRule, promotionRules } from '../seed/promotions'
import type { Store } from '../store'
import { mustBeSignedIn } from './member'

const iso = (at: number) => new Date(at).toISOString()
const recentShown = 10

/**
 * The reward centre's records (issue 32), read from what the platform already keeps: the claim list and a
 * promotion's reward from the member's promotion entries (promotions/state.ts) and the bonus entries their payouts
 * made, the recent rewards from the ledger's settled bonus entries of every kind. Nothing is stored here.
 */
export function rewardRecordHandlers(handle: Handle): void {
  handle('promotionClaimList', ({ page, size }, { store, member, language }) => {
    const signedIn = mustBeSignedIn(member)
    payDue(store, signedIn)
    const joined = joinedPromotions(store, signedIn).map((promotion) => ({
      ...promotion,
      payout: paidEntry(store, signedIn, promotion.rule, promotion.entry),
    }))
    return {
      list: joined.slice((page - 1) * size, page * size).map(({ rule, entry, payout }) => {
        return {
          promotionId: rule.id,
          title: inLanguage(rule.title, language),
          kind: rule.kind,
          status: promotionStatus(store, rule, signedIn),
          joinedAt: iso(entry.joinedAt),
          bonus: toWire(rule.bonus),
          paid: toWire(payout?.amount ?? 0),
          paidAt: entry.paidAt === null ? null : iso(entry.paidAt),
        }
      }),
      page,
      size,
      total: joined.length,
      paidTotal: toWire(joined.reduce((sum, { payout }) => sum + (payout?.amount ?? 0), 0)),
    }
  })

  handle('promoReward', ({ promotionId }, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const rule = promotionRules.find((candidate) => candidate.id === promotionId)
    if (!rule) return refuse('unknown_promotion', `No promotion ${promotionId}`)
    payDue(store, signedIn)
    const entry = store.state.promotions.entries.get(entryKey(signedIn.account, rule.id))
    const payout = entry ? paidEntry(store, signedIn, rule, entry) : undefined
    const progress = entry && rule.target !== null ? progressOf(store, signedIn, rule, entry.joinedAt) : 0
    return {
      promotionId: rule.id,
      status: promotionStatus(store, rule, signedIn),
      bonus: toWire(rule.bonus),
      target: rule.target === null ? null : toWire(rule.target),
      progress: rule.target === null ? null : toWire(Math.min(progress, rule.target)),
      paid: toWire(payout?.amount ?? 0),
      paidAt: entry?.paidAt ? iso(entry.paidAt) : null,
      reference: payout?.reference ?? null,
    }
  })

  handle('recentRewards', (_input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const ledger = ledgerOf(store, signedIn)
    const memberPromotionEntries = new Set(bookOf(store, signedIn).claims.map((claim) => claim.entryId))
    const rewards = ledger.entries.filter(
      (entry) =>
        entry.kind === 'bonus' && entry.wallet === mainWallet && statusOf(ledger, entry.id) === 'settled',
    )
    return {
      list: rewards
        .slice(-recentShown)
        .reverse()
        .map((entry) => ({
          reference: entry.reference,
          source: rewardSourceOf(entry, memberPromotionEntries),
          amount: toWire(entry.amount),
          at: iso(entry.at),
        })),
    }
  })
}

/** The member's promotion entries, the newest joined first. */
function joinedPromotions(store: Store, member: Member) {
  return promotionRules
    .flatMap((rule) => {
      const entry = store.state.promotions.entries.get(entryKey(member.account, rule.id))
      return entry ? [{ rule, entry }] : []
    })
    .sort((a, b) => b.entry.joinedAt - a.entry.joinedAt)
}

/** The bonus entry a promotion's payout made (promotions/progress.ts writes `Promotion <id>`), once paid. */
function paidEntry(
  store: Store,
  member: Member,
  rule: PromotionRule,
  entry: PromotionEntry,
): Entry | undefined {
  if (entry.paidAt === null) return undefined
  return ledgerOf(store, member).entries.find(
    (candidate) => candidate.kind === 'bonus' && candidate.remarks === `Promotion ${rule.id}`,
  )
}
