import { money } from '../../domain/money'

export const welcomeClaim = {
  code: 'WELCOME8',
  amount: money(800n),
  turnover: money(2_400n),
  claimedAt: '2026-12-07T06:00:00.000Z',
}

export const welcomeClaimed = { ...welcomeClaim, balance: money(50_800n) }
