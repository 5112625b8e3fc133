import { refuse } from '../envelope'
import type { Handle } from '../route'
import type { Member } from '../seed/members'
import { pointConfig, rewards } from '../seed/points'
import type { Store } from '../store'
import { cents, mustBeSignedIn } from './member'
import { page } from './paging'

/** The points mall: balance, rewards, redemption (fund password, enough points) and cash-to-points. */
export function pointHandlers(handle: Handle): void {
  handle('pointBalance', (_input, { member }) => {
    const signedIn = mustBeSignedIn(member)
    return { points: signedIn.points, balance: signedIn.balance }
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
    if (input.amount > signedIn.balance) return refuse('insufficient_balance', 'Not enough balance')
    signedIn.balance = cents(signedIn.balance - input.amount)
    changePoints(store, signedIn, Math.floor(input.amount * pointConfig.pointsRatio), 'Cash to points')
    return { points: signedIn.points, balance: signedIn.balance }
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
