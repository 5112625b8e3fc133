import { mainBalanceOf } from '../ledger/book'
import { toWire } from '../ledger/wire'
import { avatarUrlOf } from '../member-centre/avatar'
import { unreadOf } from '../member-centre/state'
import type { Handle } from '../route'
import type { Member } from '../seed/members'

export function memberHandlers(handle: Handle): void {
  handle('memberInfo', (_input, { store, member, origin, token }) => {
    const signedIn = mustBeSignedIn(member)
    return {
      id: signedIn.id,
      account: signedIn.account,
      nickname: signedIn.nickname,
      type: signedIn.type,
      avatarUrl: avatarUrlOf(store, origin, signedIn),
      vipLabelName: signedIn.vipLabelName,
      vipRankLevel: signedIn.vipRankLevel,
      upline: store.state.team.get(signedIn.account)?.upline ?? null,
      passwordChange: (token && store.state.sessions.get(token)?.passwordChange) || null,
    }
  })

  handle('memberIcon', (_input, { store, member, origin }) => ({
    avatarUrl: avatarUrlOf(store, origin, mustBeSignedIn(member)),
  }))

  // The inbox is the one source of the count, so the badge and the inbox page agree.
  handle('unreadCount', (_input, { store, member }) =>
    unreadOf(store.state.memberCentre, mustBeSignedIn(member).account),
  )

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
