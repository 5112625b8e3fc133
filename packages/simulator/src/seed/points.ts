export interface Reward {
  rewardId: string
  productName: string
  pointsNeeded: number
  /** Money paid from the main wallet besides the points, in minor units (0 for most rewards). */
  amountNeeded: number
  stock: number
  /** Sent by post: the redemption carries a delivery address and a phone number. */
  physical: boolean
}

type RedemptionStatus = 'applying' | 'rejected' | 'passed'

export interface Redemption {
  id: string
  account: string
  rewardId: string
  productName: string
  quantity: number
  points: number
  status: RedemptionStatus
  appliedAt: number
  address?: string
  mobile?: string
}

export interface PointChange {
  transactionNo: string
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

/** The catalogue; the store keeps each reward's stock, so redeeming one changes only this world's copy. */
export const rewards: readonly Reward[] = [
  {
    rewardId: 'R-CASH10',
    productName: 'Cash voucher 10',
    pointsNeeded: 1_000,
    amountNeeded: 0,
    stock: 500,
    physical: false,
  },
  {
    rewardId: 'R-SPINS',
    productName: '50 free spins',
    pointsNeeded: 2_500,
    amountNeeded: 0,
    stock: 200,
    physical: false,
  },
  {
    rewardId: 'R-HEADSET',
    productName: 'Gaming headset',
    pointsNeeded: 18_000,
    amountNeeded: 5_000,
    stock: 12,
    physical: true,
  },
  {
    rewardId: 'R-PHONE',
    productName: 'Smartphone',
    pointsNeeded: 120_000,
    amountNeeded: 99_900,
    stock: 3,
    physical: true,
  },
]

/** What the points mall changes as members use it: stock left, and each conversion by its idempotency key. */
export interface PointsMallState {
  stock: Map<string, number>
  /** `account:idempotencyKey` → the points the conversion answered */
  conversions: Map<string, number>
}

export const seedPointsMall = (): PointsMallState => ({
  stock: new Map(rewards.map((reward) => [reward.rewardId, reward.stock])),
  conversions: new Map(),
})
