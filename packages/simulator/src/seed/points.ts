export interface Reward {
  rewardId: string
  productName: string
  pointsNeeded: number
}

export interface Redemption {
  id: string
  account: string
  rewardId: string
  productName: string
  quantity: number
  points: number
  status: 'applying' | 'rejected' | 'passed'
  appliedAt: number
}

export interface PointChange {
  account: string
  change: number
  balance: number
  remarks: string
  at: number
}

/** Points per unit of currency when converting cash to points, and the stake that earns one point. */
export const pointConfig = {
  pointsRatio: 10,
  stakesUnit: 100,
  depositPointTypes: ['live', 'lott', 'pvp', 'rng', 'sports', 'redeem', 'deposit'],
  paymentAccount: 'main wallet',
} as const

export const rewards: readonly Reward[] = [
  { rewardId: 'R-CASH10', productName: 'Cash voucher 10', pointsNeeded: 1_000 },
  { rewardId: 'R-SPINS', productName: '50 free spins', pointsNeeded: 2_500 },
  { rewardId: 'R-HEADSET', productName: 'Gaming headset', pointsNeeded: 18_000 },
  { rewardId: 'R-PHONE', productName: 'Smartphone', pointsNeeded: 120_000 },
]
