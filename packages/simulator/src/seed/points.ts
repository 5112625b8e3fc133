import { type Localised, localised } from './localised'

export interface Reward {
  rewardId: string
  /** Read in the caller's language. */
  productName: Localised
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
  /** The reward's name when redeemed, read in the caller's language. */
  productName: Localised
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
  /** Read in the caller's language, as the back office writes it in each. */
  remarks: Localised
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
    productName: localised([
      'Cash voucher 10',
      '现金券 10',
      '現金券 10',
      'Phiếu tiền mặt 10',
      'قسيمة نقدية 10',
    ]),
    pointsNeeded: 1_000,
    amountNeeded: 0,
    stock: 500,
    physical: false,
  },
  {
    rewardId: 'R-SPINS',
    productName: localised([
      '50 free spins',
      '50 次免费旋转',
      '50 次免費旋轉',
      '50 vòng quay miễn phí',
      '50 دورة مجانية',
    ]),
    pointsNeeded: 2_500,
    amountNeeded: 0,
    stock: 200,
    physical: false,
  },
  {
    rewardId: 'R-HEADSET',
    productName: localised(['Gaming headset', '电竞耳机', '電競耳機', 'Tai nghe chơi game', 'سماعة ألعاب']),
    pointsNeeded: 18_000,
    amountNeeded: 5_000,
    stock: 12,
    physical: true,
  },
  {
    rewardId: 'R-PHONE',
    productName: localised(['Smartphone', '智能手机', '智慧型手機', 'Điện thoại thông minh', 'هاتف ذكي']),
    pointsNeeded: 120_000,
    amountNeeded: 99_900,
    stock: 3,
    physical: true,
  },
]

/** What the points mall changes as members use it: stock left. */
export interface PointsMallState {
  stock: Map<string, number>
}

export const seedPointsMall = (): PointsMallState => ({
  stock: new Map(rewards.map((reward) => [reward.rewardId, reward.stock])),
})

/** What a points change says, in each language. */
export const pointRemarks = {
  cashToPoints: localised([
    'Cash to points',
    '现金兑换积分',
    '現金兌換積分',
    'Đổi tiền sang điểm',
    'تحويل النقد إلى نقاط',
  ]),
  redeemed: (quantity: number, name: Localised): Localised => ({
    EN: `Redeemed ${quantity} × ${name.EN}`,
    CN: `兑换 ${quantity} × ${name.CN}`,
    TW: `兌換 ${quantity} × ${name.TW}`,
    VI: `Đổi ${quantity} × ${name.VI}`,
    AR: `استبدال ${quantity} × ${name.AR}`,
  }),
  refund: (name: Localised): Localised => ({
    EN: `Refund: ${name.EN}`,
    CN: `退还：${name.CN}`,
    TW: `退還：${name.TW}`,
    VI: `Hoàn lại: ${name.VI}`,
    AR: `استرداد: ${name.AR}`,
  }),
}
