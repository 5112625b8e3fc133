import { refuse } from '../envelope'
import { checkFundPassword } from '../fund-password/fund-password'
import { ledgerOf, mainBalanceOf } from '../ledger/book'
import { runningBalance } from '../ledger/ledger'
import { adjust, convertToPoints, isRefusal } from '../ledger/operations'
import { orderReference } from '../ledger/references'
import { fromWire, toWire } from '../ledger/wire'
import type { Handle } from '../route'
import { inLanguage, type Localised } from '../seed/localised'
import type { Member } from '../seed/members'
import { pointConfig, pointRemarks, rewards } from '../seed/points'
import type { Store } from '../store'
import { mustBeSignedIn } from './member'
import { page } from './paging'

/**
 * The points mall: balance, rewards (stock kept by the store), redemption (fund password, enough points, a
 * delivery address and phone for a physical reward) and cash-to-points, a ledger entry once per idempotency key.
 */
export function pointHandlers(handle: Handle): void {
  handle('pointBalance', (_input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    return { points: signedIn.points, balance: toWire(mainBalanceOf(store, signedIn)) }
  })

  handle('pointConfig', () => ({ ...pointConfig, depositPointTypes: [...pointConfig.depositPointTypes] }))

  // Visitors see the mall too: the catalogue needs no session.
  handle('pointRewards', (_input, { store, origin, language }) => ({
    list: rewards.map((reward) => ({
      ...reward,
      productName: inLanguage(reward.productName, language),
      amountNeeded: toWire(reward.amountNeeded),
      stock: store.state.pointsMall.stock.get(reward.rewardId) ?? 0,
      imageUrl: `${origin}/sim/art/game/${reward.rewardId}.svg?${new URLSearchParams({ name: inLanguage(reward.productName, language), type: 'REWARD', badge: '' })}`,
    })),
  }))

  handle('redeemPointRecords', (input, { store, member, language }) => {
    const account = mustBeSignedIn(member).account
    const records = store.state.redemptions.filter((record) => record.account === account)
    return page(
      records.map((record) => ({
        ...record,
        productName: inLanguage(record.productName, language),
        appliedAt: new Date(record.appliedAt).toISOString(),
      })),
      input,
    )
  })

  handle('pointTransactions', (input, { store, member, language }) => {
    const account = mustBeSignedIn(member).account
    const changes = store.state.pointChanges.filter((change) => change.account === account)
    return page(
      changes.map((change) => ({
        ...change,
        remarks: inLanguage(change.remarks, language),
        at: new Date(change.at).toISOString(),
      })),
      input,
    )
  })

  handle('redeemPointReward', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const unlocked = checkFundPassword(store, signedIn, input.paymentPassword)
    if (unlocked) return unlocked
    const reward = rewards.find((candidate) => candidate.rewardId === input.rewardId)
    if (!reward) return refuse('unknown_reward', `No reward ${input.rewardId}`)
    const stock = store.state.pointsMall.stock.get(reward.rewardId) ?? 0
    if (input.quantity > stock) return refuse('out_of_stock', 'Not enough in stock', { field: 'quantity' })
    if (reward.physical && !input.address?.trim())
      return refuse('field_required', 'A delivery address is needed', { field: 'address' })
    if (reward.physical && !/^\+?\d{6,15}$/.test(input.mobile ?? ''))
      return refuse('field_invalid', 'A phone number is needed', { field: 'mobile' })
    const points = reward.pointsNeeded * input.quantity
    if (points > signedIn.points) return refuse('insufficient_points', 'Not enough points')
    const cost = reward.amountNeeded * input.quantity
    if (cost > 0) {
      const ledger = ledgerOf(store, signedIn)
      const paid = adjust(
        ledger,
        -cost,
        { at: store.now(), reference: orderReference(ledger, 'PM') },
        'Points mall',
      )
      if (isRefusal(paid)) return refuse('insufficient_balance', 'Not enough balance')
    }
    store.state.pointsMall.stock.set(reward.rewardId, stock - input.quantity)
    store.state.redemptions.unshift({
      id: `RD${store.random.int(100_000, 999_999)}`,
      account: signedIn.account,
      rewardId: reward.rewardId,
      productName: reward.productName,
      quantity: input.quantity,
      points,
      status: 'applying',
      appliedAt: store.now(),
      ...(reward.physical ? { address: input.address?.trim(), mobile: input.mobile } : {}),
    })
    changePoints(store, signedIn, -points, pointRemarks.redeemed(input.quantity, reward.productName))
    return { points: signedIn.points }
  })

  handle('convertPoint', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const unlocked = checkFundPassword(store, signedIn, input.paymentPassword)
    if (unlocked) return unlocked
    const amount = fromWire(input.amount)
    if (amount === null || amount <= 0)
      return refuse('field_invalid', 'amount must have at most 2 decimals', { field: 'amount' })
    const ledger = ledgerOf(store, signedIn)
    const converted = convertToPoints(ledger, amount, {
      at: store.now(),
      reference: orderReference(ledger, 'PT'),
    })
    if (isRefusal(converted)) return refuse('insufficient_balance', 'Not enough balance')
    // Points per whole unit of money: minor units × ratio ÷ 100, in integers.
    const points = Math.floor((amount * pointConfig.pointsRatio) / 100)
    changePoints(store, signedIn, points, pointRemarks.cashToPoints)
    return { points: signedIn.points, balance: toWire(runningBalance(ledger)) }
  })
}

export function changePoints(store: Store, member: Member, change: number, remarks: Localised): void {
  member.points += change
  store.state.pointChanges.unshift({
    transactionNo: `PC${store.random.int(10_000_000, 99_999_999)}`,
    account: member.account,
    change,
    balance: member.points,
    remarks,
    at: store.now(),
  })
}
