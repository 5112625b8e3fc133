import { refuse } from '../envelope'
import { ledgerOf, mainBalanceOf } from '../ledger/book'
import { mainWallet } from '../ledger/entries'
import { runningBalance } from '../ledger/ledger'
import { isRefusal, transfer } from '../ledger/operations'
import { orderReference } from '../ledger/references'
import { fromWire, toWire } from '../ledger/wire'
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

  /**
   * Moves money between the main wallet (`'main'`) and a vendor's game wallet, as a transfer-out and a
   * transfer-in entry of the ledger; the spec gives no fields.
   */
  handle('walletTransfer', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const amount = fromWire(input?.amount)
    if (amount === null || amount <= 0)
      return refuse('field_invalid', 'amount must be a positive amount with at most 2 decimals', {
        field: 'amount',
      })
    const from = String(input?.from ?? mainWallet)
    const vendor = from === mainWallet ? String(input?.to ?? '') : from
    if (!store.state.catalog.vendors.some((candidate) => candidate.code === vendor))
      return refuse('unknown_vendor', `No vendor ${vendor}`)
    const ledger = ledgerOf(store, signedIn)
    const to = from === mainWallet ? vendor : mainWallet
    const moved = transfer(ledger, from, to, amount, {
      at: store.now(),
      reference: orderReference(ledger, 'TR'),
    })
    if (isRefusal(moved)) return refuse('insufficient_balance', 'Not enough balance')
    return { balance: toWire(runningBalance(ledger)), gameWallet: toWire(runningBalance(ledger, vendor)) }
  })

  handle('walletBalance', (_input, { store, member }) => ({
    balance: toWire(mainBalanceOf(store, mustBeSignedIn(member))),
    currencySymbol: '$',
  }))
}

/** The router answers 401 before an `auth` handler runs, so a missing member here is a wiring mistake. */
export function mustBeSignedIn(member: Member | null): Member {
  if (!member) throw new Error('auth handler reached without a signed-in member')
  return member
}
