import { arabicPercent, type Localised, localised } from '../seed/localised'

/**
 * The deposit channels the simulator offers (issue 14): one of each kind the original's member centre calls
 * (bank transfer, e-wallet, QR, crypto; original-calls.md §2). Fixed data, so every world shows the same ones.
 * Amounts in minor units.
 */
export interface Channel {
  id: string
  kind: 'bank' | 'ewallet' | 'qr' | 'crypto' | 'c2c'
  /** The provider's own name, a brand in every language: the portal names the kind of channel itself. */
  name: string
  min: number
  max: number
  fixedAmounts: number[]
  payee: {
    field: 'bankName' | 'accountName' | 'accountNumber' | 'walletId' | 'network' | 'address'
    value: string
  }[]
  /** A QR channel's payment page: the order's amount and reference are added to it (`payUrlOf`). */
  payPage?: string
  /** getDepositPromotionsV3: bonuses the member may pick with a deposit on this channel. */
  promotions?: DepositPromotion[]
}

/**
 * A bonus paid on approval: `percent` of the deposit, at most `maxBonus` (minor units); the deposit and bonus
 * together must then be bet `turnover` times before a withdrawal. `firstDeposit`: only for a member with no
 * approved deposit yet.
 */
export interface DepositPromotion {
  id: string
  /** In the caller's language (the deposit form lists it); the bonus's ledger remark is English, as all remarks. */
  name: Localised
  percent: number
  maxBonus: number
  turnover: number
  firstDeposit: boolean
}

const units = (...amounts: number[]) => amounts.map((amount) => amount * 100)

export const depositChannels: readonly Channel[] = [
  {
    id: 'BANK01',
    kind: 'bank',
    name: 'Demo Savings Bank',
    min: 100_00,
    max: 50_000_00,
    fixedAmounts: units(100, 500, 1000, 5000, 10_000),
    payee: [
      { field: 'bankName', value: 'Demo Savings Bank' },
      { field: 'accountName', value: 'Demo Portal Ltd' },
      { field: 'accountNumber', value: '6222 0210 0100 8888' },
    ],
    promotions: [
      {
        id: 'FIRST100',
        name: localised([
          'First deposit 100%',
          '首存 100%',
          '首存 100%',
          'Nạp lần đầu 100%',
          `الإيداع الأول ${arabicPercent(100)}`,
        ]),
        percent: 100,
        maxBonus: 1000_00,
        turnover: 10,
        firstDeposit: true,
      },
      {
        id: 'RELOAD10',
        name: localised([
          'Reload 10%',
          '续存 10%',
          '續存 10%',
          'Nạp thêm 10%',
          `إعادة الإيداع ${arabicPercent(10)}`,
        ]),
        percent: 10,
        maxBonus: 500_00,
        turnover: 5,
        firstDeposit: false,
      },
    ],
  },
  {
    id: 'EWAL01',
    kind: 'ewallet',
    name: 'DemoPay',
    min: 50_00,
    max: 20_000_00,
    fixedAmounts: units(50, 100, 200, 500, 1000),
    payee: [
      { field: 'accountName', value: 'Demo Portal Ltd' },
      { field: 'walletId', value: 'pay@demo-portal.example' },
    ],
  },
  {
    id: 'QR01',
    kind: 'qr',
    name: 'DemoQR',
    min: 10_00,
    max: 5_000_00,
    fixedAmounts: units(10, 50, 100, 300, 500),
    payee: [{ field: 'accountName', value: 'Demo Portal Ltd' }],
    payPage: 'https://pay.demo-portal.example/qr/QR01',
  },
  {
    id: 'USDT01',
    kind: 'crypto',
    name: 'USDT',
    min: 20_00,
    max: 100_000_00,
    fixedAmounts: units(20, 100, 500, 1000),
    payee: [
      { field: 'network', value: 'TRC20' },
      { field: 'address', value: 'TDemoPortaLxx7ZQv4c1k9mS3yJ8pW2eR5' },
    ],
  },
  // Member to member (depositC2C): the payee is the card of the member whose withdrawal the order is matched
  // with, so the channel has none of its own (deposit/c2c-match.ts).
  {
    id: 'C2C01',
    kind: 'c2c',
    name: 'DemoMatch',
    min: 10_00,
    max: 50_000_00,
    fixedAmounts: units(50, 100, 500, 1000),
    payee: [],
  },
]

export const findChannel = (id: string) => depositChannels.find((channel) => channel.id === id)

/** The URL the member's banking app opens from the QR code: the page with the amount and reference to pay. */
export function payUrlOf(
  channel: Channel | undefined,
  amount: string,
  reference: string,
): string | undefined {
  if (!channel?.payPage) return undefined
  const url = new URL(channel.payPage)
  url.searchParams.set('amount', amount)
  url.searchParams.set('ref', reference)
  return url.toString()
}
