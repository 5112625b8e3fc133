import { describe, expect, test } from 'vitest'
import { creditMember, ledgerOf, mainBalanceOf } from '../ledger/book'
import { playRound } from '../ledger/operations'
import { promotionRules } from '../seed/promotions'
import { createSimulator } from '../simulator'
import { payDue, promotionStatus } from './progress'
import { entryKey } from './state'

const rule = (id: string) => {
  const found = promotionRules.find((candidate) => candidate.id === id)
  if (!found) throw new Error(id)
  return found
}

describe('promotion progress from the ledger', () => {
  test('a turnover promotion moves signed up → in progress → paid out, its bonus a ledger entry told in real time', () => {
    const { store } = createSimulator()
    const member = store.findMember('member01')
    if (!member) throw new Error('no member01')
    const bet500 = rule('PR-BET500')
    const settled: string[] = []
    store.ledgerEvents.onSettled((event) => settled.push(`${event.entry.kind}:${event.entry.amount}`))
    ledgerOf(store, member)
    store.state.promotions.entries.set(entryKey(member.account, bet500.id), {
      joinedAt: store.now(),
      stage: 'joined',
      paidAt: null,
    })
    expect(promotionStatus(store, bet500, member)).toBe('signedUp')
    const game = { vendor: 'PG', category: 'RNG', gameCode: 'PG-1' }
    const when = { at: store.now(), reference: 'R1' }
    creditMember(store, member, 'rebate', 100_000, 'stake')
    playRound(ledgerOf(store, member), 'main', 20_000, 0, game, when)
    expect(promotionStatus(store, bet500, member)).toBe('inProgress')
    playRound(ledgerOf(store, member), 'main', 30_000, 0, game, when)
    const before = mainBalanceOf(store, member)
    payDue(store, member)
    expect(promotionStatus(store, bet500, member)).toBe('paid')
    expect(mainBalanceOf(store, member)).toBe(before + bet500.bonus)
    expect(settled).toContain(`bonus:${bet500.bonus}`)
    // Paid once: asking again pays nothing.
    payDue(store, member)
    expect(mainBalanceOf(store, member)).toBe(before + bet500.bonus)
  })

  test('before joining, the status follows the period, the registration and the VIP level', () => {
    const { store } = createSimulator()
    const member = store.findMember('member01')
    if (!member) throw new Error('no member01')
    expect(promotionStatus(store, rule('PR-DEP100'), null)).toBe('join')
    expect(promotionStatus(store, rule('PR-SUMMER'), member)).toBe('comingSoon')
    expect(promotionStatus(store, rule('PR-SPRING'), member)).toBe('closed')
    const vip = rule('PR-VIP')
    expect(promotionStatus(store, vip, member)).toBe(member.vipRankLevel >= vip.minVip ? 'join' : 'forbidden')
  })
})
