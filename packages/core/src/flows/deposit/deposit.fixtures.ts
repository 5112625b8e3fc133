import { ApiError } from '../../api/errors'
import type { DepositChannel, DepositOrder } from '../../api/schemas/deposit'
import { money } from '../../domain/money'

/** Two channels for the machine's tests: a bank transfer of 10–1,000 and a crypto channel of 100–5,000. */
export const channelsSample: DepositChannel[] = [
  {
    id: 'BANK',
    kind: 'bank',
    name: 'Bank',
    min: money(1_000n),
    max: money(100_000n),
    fixedAmounts: [money(10_000n), money(50_000n)],
    payee: [{ field: 'accountNumber', value: '6222 0000' }],
    promotions: [
      {
        id: 'FIRST100',
        name: 'First',
        percent: 100,
        maxBonus: money(100_000n),
        turnover: 10,
        firstDeposit: true,
      },
    ],
  },
  {
    id: 'USDT',
    kind: 'crypto',
    name: 'USDT',
    min: money(10_000n),
    max: money(500_000n),
    fixedAmounts: [money(10_000n)],
    payee: [{ field: 'address', value: 'T0000' }],
    promotions: [],
  },
]

export function orderSample(reference: string, status: DepositOrder['status'] = 'processing'): DepositOrder {
  const at = '2026-03-01T08:00:00.000Z'
  return {
    reference,
    channelId: 'BANK',
    amount: money(15_000n),
    status,
    timeline: [
      { step: 'submitted', at },
      { step: 'processing', at },
      ...(status === 'processing' ? [] : [{ step: status, at }]),
    ],
  }
}

export const refusals = {
  limit: new ApiError({
    kind: 'business',
    endpoint: 'submitDeposit',
    code: 'deposit_limit_exceeded',
    value: { period: 'day', limit: 200, remaining: 50.5 },
  }),
  belowMin: new ApiError({ kind: 'business', endpoint: 'submitDeposit', code: 'amount_below_min' }),
}

export const lost = {
  network: new ApiError({ kind: 'network', endpoint: 'submitDeposit' }),
  unreadable: new ApiError({ kind: 'invalid-response', endpoint: 'submitDeposit' }),
}
