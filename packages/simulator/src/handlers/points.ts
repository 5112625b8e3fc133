import { refuse } from '../envelope'
import { ledgerOf, mainBalanceOf } from '../ledger/book'
import { runningBalance } from '../ledger/ledger'
import { convertToPoints, isRefusal } from '../ledger/operations'
import { orderReference } from '../ledger/references'
import { fromWire, toWire } from '../ledger/wire'
import type { Handle } from '../route'
import type { Member } from '../seed/members'
import { pointConfig, rewards } from '../seed/points'
import type { Store } from '../store'
import { mustBeSignedIn } from './member'
import { page } from './paging'

/** The points mall: balance, rewards, redemption (fund password, enough points) and cash-to-points. */
export function pointHandlers(handle: Handle): void {
  handle('pointBalance', (_input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    return { points: signedIn.points, balance: toWire(mainBalanceOf(store, signedIn)) }
  })

  handle('pointConfig', () => pointConfig)

  handle('pointRewards', (_input, { origin }) => ({
    list: rewards.map((reward) => ({
      ...reward,
      imageUrl: `${origin}/sim/art/game/${reward.rewardId}.svg?${new URLSearchParams({ name: reward.productName, type: 'REWARD' })}`,
    })),
  }))

  handle('redeemPointRecords', (input, { store, member }) => {
    const account = mustBeSignedIn(member).account
    const records = store.state.redemptions.filter((record) => record.account === account)
    return page(
      records.map((record) => ({ ...record, appliedAt: new Date(record.appliedAt).toISOString() })),
      input,
    )
  })

  handle('pointTransactions', (input, { store, member }) => {
    const account = mustBeSignedIn(member).account
    const changes = store.state.pointChanges.filter((change) => change.account === account)
    return page(
      changes.map((change) => ({ ...change, at: new Date(change.at).toISOString() })),
      input,
    )
  })

  handle('redeemPointReward', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    if (!signedIn.fundPassword || input.paymentPassword !== signedIn.fundPassword)
      return refuse('wrong_fund_password', 'The fund password is incorrect')
    const reward = rewards.find((candidate) => candidate.rewardId === input.rewardId)
    if (!reward) return refuse('unknown_reward', `No reward ${input.rewardId}`)
    const points = reward.pointsNeeded * input.quantity
    if (points > signedIn.points) return refuse('insufficient_points', 'Not enough points')
    store.state.redemptions.unshift({
      id: `RD${store.random.int(100_000, 999_999)}`,
      account: signedIn.account,
      rewardId: reward.rewardId,
      productName: reward.productName,
      quantity: input.quantity,
      points,
      status: 'applying',
      appliedAt: store.now(),
    })
    changePoints(store, signedIn, -points, `Redeemed ${input.quantity} × ${reward.productName}`)
    return { points: signedIn.points }
  })

  handle('convertPoint', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    if (!signedIn.fundPassword || input.paymentPassword !== signedIn.fundPassword)
      return refuse('wrong_fund_password', 'The fund password is incorrect')
    const amount = fromWire(input.amount)
    if (amount === null)
      return refuse('field_invalid', 'amount must have at most 2 decimals', { field: 'amount' })
    const ledger = ledgerOf(store, signedIn)
    const converted = convertToPoints(ledger, amount, {
      at: store.now(),
      reference: orderReference(ledger, 'PT'),
    })
    if (isRefusal(converted)) return refuse('insufficient_balance', 'Not enough balance')
    // Points per whole unit of money: minor units × ratio ÷ 100, in integers.
    changePoints(store, signedIn, Math.floor((amount * pointConfig.pointsRatio) / 100), 'Cash to points')
    return { points: signedIn.points, balance: toWire(runningBalance(ledger)) }
  })
}

function changePoints(store: Store, member: Member, change: number, remarks: string): void {
  member.points += change
  store.state.pointChanges.unshift({
    account: member.account,
    change,
    balance: member.points,
    remarks,
    at: store.now(),
  })
}
