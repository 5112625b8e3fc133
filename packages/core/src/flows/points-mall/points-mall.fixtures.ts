import { money } from '../../domain/money'
import type { PointsMallData } from './points-mall.types'

/** A member's mall: 1,000 points and 100.00 in the main wallet; one voucher, one headset sent by post. */
export const pointsMallFixture: PointsMallData = {
  rewards: [
    {
      rewardId: 'R-A',
      productName: 'Voucher',
      pointsNeeded: 300,
      amountNeeded: money(0n),
      stock: 5,
      physical: false,
    },
    {
      rewardId: 'R-P',
      productName: 'Headset',
      pointsNeeded: 500,
      amountNeeded: money(5000n),
      stock: 1,
      physical: true,
    },
  ],
  config: { pointsRatio: 10, stakesUnit: 100, depositPointTypes: ['live', 'sports', 'deposit'] },
  balance: { points: 1_000, balance: money(10_000n) },
  redemptions: [],
  changes: [],
}
