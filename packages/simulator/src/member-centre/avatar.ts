import { avatarIds } from '../art/avatar-set'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import { profileOf } from './state'

/** The member's avatar: the one chosen from the platform's set, else their initials. */
export function avatarUrlOf(store: Store, origin: string, member: Member): string {
  const chosen = profileOf(store.state.memberCentre, member, store.now()).avatarId
  return chosen
    ? `${origin}/sim/art/avatar-set/${chosen}.svg`
    : `${origin}/sim/art/avatar/${member.account}.svg`
}

/** The set a member chooses from (getIconList, ours), and which is theirs. */
export function avatarChoices(store: Store, origin: string, member: Member) {
  return {
    icons: avatarIds.map((id) => ({ id, url: `${origin}/sim/art/avatar-set/${id}.svg` })),
    current: profileOf(store.state.memberCentre, member, store.now()).avatarId,
  }
}
