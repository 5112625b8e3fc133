import type { MrSalaryInfo, MrSalaryPayout } from '../../api/schemas/mr-salary'
import { money } from '../../domain/money'

/** agent01's yesterday: member01 without a rate, agent02 at 1.00 % with 12.34 due; agent01's own rate 1.50 %. */
export const salaryInfo: MrSalaryInfo = {
  day: '2026-03-17',
  latestDay: '2026-03-17',
  earliestDay: '2025-12-18',
  ownRate: 150,
  balance: money(100_000n),
  rows: [
    {
      account: 'member01',
      kind: 'member',
      rate: null,
      validBet: money(50_000n),
      activeMembers: 1,
      amount: money(0n),
      status: 'noRate',
      paidAt: null,
    },
    {
      account: 'agent02',
      kind: 'agent',
      rate: 100,
      validBet: money(123_400n),
      activeMembers: 7,
      amount: money(1_234n),
      status: 'due',
      paidAt: null,
    },
  ],
  totals: { validBet: money(173_400n), due: money(1_234n), paid: money(0n) },
}

export const salaryPayout: MrSalaryPayout = {
  reference: 'MR1-2-20260317',
  downline: 'agent02',
  day: '2026-03-17',
  amount: money(1_234n),
  balance: money(98_766n),
}
