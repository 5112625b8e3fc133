import { ledgerOf } from '../ledger/book'
import { toWire } from '../ledger/wire'
import type { Handle } from '../route'
import { inLanguage } from '../seed/localised'
import { type VipLevelRule, vipLevels } from '../seed/vip'
import { reviewRank, totalsOf } from '../vip/rank'
import { mustBeSignedIn } from './member'

const levelOnWire = (rule: VipLevelRule, language: string) => ({
  level: rule.level,
  name: inLanguage(rule.name, language),
  turnover: toWire(rule.turnover),
  deposits: toWire(rule.deposits),
  upgradeBonus: toWire(rule.upgradeBonus),
})

/**
 * The VIP club: the level is the platform's, derived from the ledger (lifetime turnover and approved deposits)
 * and never lowered; reading it moves it up first if play or deposits have reached more (vip/rank.ts).
 */
export function vipHandlers(handle: Handle): void {
  handle('vipProgress', (_input, { store, member, language }) => {
    const signedIn = mustBeSignedIn(member)
    const book = reviewRank(store, signedIn)
    const totals = totalsOf(ledgerOf(store, signedIn))
    const rule = vipLevels[book.level] as VipLevelRule
    const next = vipLevels[book.level + 1]
    return {
      level: book.level,
      name: inLanguage(rule.name, language),
      turnover: toWire(totals.turnover),
      deposits: toWire(totals.deposits),
      next: next ? levelOnWire(next, language) : null,
      rankedUpAt: book.rankedUpAt === null ? null : new Date(book.rankedUpAt).toISOString(),
    }
  })

  handle('vipRule', (_input, { language }) => ({
    levels: vipLevels.map((rule) => levelOnWire(rule, language)),
    levelsKept: true,
  }))

  handle('vipNearbyLevels', (_input, { store, member, language }) => {
    const { level } = reviewRank(store, mustBeSignedIn(member))
    return {
      levels: vipLevels
        .filter((rule) => rule.level >= level - 1 && rule.level <= level + 2)
        .map((rule) => levelOnWire(rule, language)),
    }
  })

  handle('vipBenefits', () => ({
    levels: vipLevels.map((rule) => ({
      level: rule.level,
      rebateRate: rule.rebateRate,
      dailyWithdrawals: rule.dailyWithdrawals,
      dailyWithdrawLimit: toWire(rule.dailyWithdrawLimit),
      birthdayBonus: toWire(rule.birthdayBonus),
      monthlyBonus: toWire(rule.monthlyBonus),
    })),
  }))
}
