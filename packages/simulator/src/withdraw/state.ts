import { seededMethods, type WithdrawAccountRecord, type WithdrawMethodRecord } from './methods'

/**
 * Withdrawals of the simulator (issue 14): bank cards, orders, fund-password failures and the member-to-member
 * (C2C) payments that pay them. Money itself is only ever in the ledger; this keeps what links orders to it.
 */

export interface BankCardRecord {
  id: string
  bankCode: string
  /** Kept whole here (the simulator is the bank's stand-in); only the last four digits go out. */
  number: string
  holder: string
  /** Where the platform's card setting asks for it (issue 32). */
  branch?: string
  isDefault: boolean
}

/** The platform's rules for binding a card (issue 32): how many, and which fields beside bank and number. */
export interface CardSetting {
  maxCards: number
  requiredFields: ('realName' | 'branch')[]
}

export interface WithdrawOrderRecord {
  orderNo: string
  account: string
  cardId: string
  /** Minor units. */
  amount: number
  fee: number
  createdAt: number
  /** The ledger's pending withdrawal entry; the order's status is that entry's. */
  withdrawalEntryId: string
  /** Paid so far by confirmed C2C payments, minor units. */
  received: number
}

export type PayDetailStatus = 'awaiting' | 'received' | 'disputed' | 'autoReceived' | 'allReceived'

/** One payment another member sent towards a withdrawal: their deposit pays it. */
export interface PayDetailRecord {
  id: string
  orderNo: string
  /** The withdrawing member, who confirms. */
  account: string
  /** The depositing member, whose pending deposit this payment is. */
  payer: string
  depositEntryId: string
  amount: number
  sentAt: number
  autoReceiveAt: number
  status: PayDetailStatus
  /** Data URLs sent with "not received". */
  proofs: string[]
}

export interface WithdrawState {
  cards: Map<string, BankCardRecord[]>
  orders: WithdrawOrderRecord[]
  payDetails: PayDetailRecord[]
  /** account → wrong fund passwords in a row, and until when withdrawals are locked */
  fundPasswordFailures: Map<string, { count: number; lockedUntil: number | null }>
  /** account → turnover the dev surface adds on top of what the ledger asks, minor units */
  extraTurnover: Map<string, number>
  /** account → ledger length when the back office waived the turnover owed: entries before it ask for none */
  turnoverWaivedAt: Map<string, number>
  /** A payment not answered counts as received after this many minutes (15 in the original). */
  autoReceiveMinutes: number
  /** Orders are matched and paid by themselves this long after they were made; null: only the dev surface. */
  autoPayAfterMs: number | null
  cardSetting: CardSetting
  /** The methods the platform offers, and each member's bound e-wallet accounts and coin addresses (issue 32). */
  methods: WithdrawMethodRecord[]
  accounts: Map<string, WithdrawAccountRecord[]>
  nextId: number
}

export const withdrawRules = {
  minAmount: 10_00,
  maxAmount: 50_000_00,
  dailyCount: 5,
  fee: { rateBasisPoints: 100, min: 1_00, max: 25_00, freePerDay: 1 },
  /** Wrong fund passwords in a row that lock withdrawals, and for how long. */
  lockAfter: 5,
  lockMs: 30 * 60_000,
} as const

export const banks = [
  { code: 'BOT', name: 'Bank of Taiwan' },
  { code: 'CTBC', name: 'CTBC Bank' },
  { code: 'ESUN', name: 'E.SUN Bank' },
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'TCB', name: 'Techcombank' },
  { code: 'HSBC', name: 'HSBC' },
] as const

export function seedWithdraw(): WithdrawState {
  return {
    // member01's profile says one card (member-centre/state.ts): this is it.
    cards: new Map([
      [
        'member01',
        [{ id: 'C1', bankCode: 'CTBC', number: '4111111111111111', holder: 'Lin Mei', isDefault: true }],
      ],
    ]),
    orders: [],
    payDetails: [],
    fundPasswordFailures: new Map(),
    extraTurnover: new Map(),
    turnoverWaivedAt: new Map(),
    autoReceiveMinutes: 15,
    autoPayAfterMs: null,
    cardSetting: { maxCards: 5, requiredFields: ['realName'] },
    methods: seededMethods.map((method) => ({ ...method })),
    accounts: new Map(),
    nextId: 2,
  }
}

export function cardsOf(state: WithdrawState, account: string): BankCardRecord[] {
  let cards = state.cards.get(account)
  if (!cards) {
    cards = []
    state.cards.set(account, cards)
  }
  return cards
}
