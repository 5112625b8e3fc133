import { refuse } from '../envelope'
import { unreadOf } from '../member-centre/state'
import type { Handle } from '../route'
import type { Member } from '../seed/members'

const avatarUrl = (origin: string, member: Member) => `${origin}/sim/art/avatar/${member.account}.svg`

export function memberHandlers(handle: Handle): void {
  handle('memberInfo', (_input, { member, origin }) => {
    const signedIn = mustBeSignedIn(member)
    return {
      id: signedIn.id,
      account: signedIn.account,
      nickname: signedIn.nickname,
      type: signedIn.type,
      avatarUrl: avatarUrl(origin, signedIn),
      vipLabelName: signedIn.vipLabelName,
      vipRankLevel: signedIn.vipRankLevel,
    }
  })

  handle('memberIcon', (_input, { member, origin }) => ({
    avatarUrl: avatarUrl(origin, mustBeSignedIn(member)),
  }))

  // The inbox is the one source of the count, so the badge and the inbox page agree.
  handle('unreadCount', (_input, { store, member }) =>
    unreadOf(store.state.memberCentre, mustBeSignedIn(member).account),
  )

  /** Moves money between the main wallet (`'main'`) and a vendor's game wallet; the spec gives no fields. */
  handle('walletTransfer', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const amount = Number(input?.amount)
    if (!(amount > 0)) return refuse('field_invalid', 'amount must be a positive number', { field: 'amount' })
    const from = String(input?.from ?? 'main')
    const vendor = from === 'main' ? String(input?.to ?? '') : from
    if (!store.state.catalog.vendors.some((candidate) => candidate.code === vendor))
      return refuse('unknown_vendor', `No vendor ${vendor}`)
    const key = `${signedIn.account}:${vendor}`
    const gameWallet = store.state.gameWallets.get(key) ?? 0
    if (amount > (from === 'main' ? signedIn.balance : gameWallet))
      return refuse('insufficient_balance', 'Not enough balance')
    const toGame = from === 'main' ? amount : -amount
    signedIn.balance = cents(signedIn.balance - toGame)
    store.state.gameWallets.set(key, cents(gameWallet + toGame))
    return { balance: signedIn.balance, gameWallet: store.state.gameWallets.get(key) }
  })

  handle('walletBalance', (_input, { member }) => ({
    balance: mustBeSignedIn(member).balance,
    currencySymbol: '$',
  }))
}

/** Money to two decimals, so repeated moves do not drift. */
export const cents = (amount: number) => Math.round(amount * 100) / 100

/** The router answers 401 before an `auth` handler runs, so a missing member here is a wiring mistake. */
export function mustBeSignedIn(member: Member | null): Member {
  if (!member) throw new Error('auth handler reached without a signed-in member')
  return member
}
