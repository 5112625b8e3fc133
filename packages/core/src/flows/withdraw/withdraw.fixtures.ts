import { money } from '../../domain/money'

/** A member who may withdraw 10–50,000 with 1,000 on the balance, a fund password and two cards. */
export const withdrawSettingsFixture = {
  minAmount: money(10_00n),
  maxAmount: money(50_000_00n),
  dailyCount: 5,
  dailyUsed: 1,
  fee: { rateBasisPoints: 100, min: money(1_00n), max: money(25_00n), freePerDay: 1 },
  turnoverRemaining: money(0n),
  balance: money(1_000_00n),
  fundPasswordSet: true,
  lockedUntil: null,
}

export const bankCardsFixture = {
  cards: [
    { id: 'C1', bankCode: 'CTBC', bankName: 'CTBC Bank', last4: '1111', holder: 'Lin Mei', isDefault: true },
    {
      id: 'C2',
      bankCode: 'BOT',
      bankName: 'Bank of Taiwan',
      last4: '5559',
      holder: 'Lin Mei',
      isDefault: false,
    },
  ],
  banks: [
    { code: 'CTBC', name: 'CTBC Bank' },
    { code: 'BOT', name: 'Bank of Taiwan' },
  ],
  realName: 'Lin Mei',
}

export const withdrawOrderFixture = {
  orderNo: 'WD1000',
  amount: money(50_00n),
  fee: money(1_00n),
  status: 'pending' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  balance: money(949_00n),
}

export const chargesFixture = { amount: money(50_00n), fee: money(1_00n), total: money(51_00n) }

/** The platform's card rules: five cards, the real name required (issue 32). */
export const cardSettingFixture = { maxCards: 5, requiredFields: ['realName' as const] }

/** A platform that allows the two cards the member has already, and asks for the branch too. */
export const fullCardSettingFixture = {
  maxCards: 2,
  requiredFields: ['realName' as const, 'branch' as const],
}

/** An e-wallet account and a coin address the member bound (issue 32). */
export const withdrawAccountsFixture = {
  accounts: [
    { id: 'A7', method: 'MOMO', methodName: 'MoMo', label: '0912…5678', network: null },
    { id: 'A8', method: 'USDT', methodName: 'USDT', label: 'TQ5N…Yx9Z', network: 'TRC20' },
  ],
}

/** The methods a platform offers: bank cards, an e-wallet, a coin on two networks. */
export const withdrawMethodsFixture = [
  { code: 'BANK', kind: 'bank' as const, name: 'Bank card', networks: [] },
  { code: 'MOMO', kind: 'ewallet' as const, name: 'MoMo', networks: [] },
  { code: 'USDT', kind: 'crypto' as const, name: 'USDT', networks: ['TRC20', 'ERC20'] },
]
