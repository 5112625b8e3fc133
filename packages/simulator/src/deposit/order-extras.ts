import type { Ledger } from '../ledger/ledger'
import type { Store } from '../store'

/** How long a deposit chat link opens its room: long enough to open it, short enough not to be passed around. */
export const chatLinkLifetimeMs = 30 * 60 * 1000

interface ChatRoom {
  account: string
  reference: string
  expiresAt: number
}

/** What the member added to their deposit orders after placing them: the bank's reference of each transfer. */
const memberReferences = new WeakMap<Ledger, Map<string, string>>()
/** Chat rooms the members opened about their orders, by the token in their link (a reset of the world drops them). */
const chatRooms = new WeakMap<Store['state'], Map<string, ChatRoom>>()

export function setMemberReference(ledger: Ledger, entryId: string, memberReference: string): void {
  const references = memberReferences.get(ledger) ?? new Map<string, string>()
  references.set(entryId, memberReference)
  memberReferences.set(ledger, references)
}

export const memberReferenceOf = (ledger: Ledger, entryId: string): string | undefined =>
  memberReferences.get(ledger)?.get(entryId)

/** A fresh room token for the member's order, valid for `chatLinkLifetimeMs`. */
export function openChatRoom(store: Store, account: string, reference: string): ChatRoom & { token: string } {
  const rooms = chatRooms.get(store.state) ?? new Map<string, ChatRoom>()
  chatRooms.set(store.state, rooms)
  const token = store.random.hex(24)
  const room = { account, reference, expiresAt: store.now() + chatLinkLifetimeMs }
  rooms.set(token, room)
  return { ...room, token }
}

/** The room a link opens, while it has not expired. */
export function chatRoomOf(store: Store, token: string): ChatRoom | undefined {
  const room = chatRooms.get(store.state)?.get(token)
  return room && room.expiresAt > store.now() ? room : undefined
}
