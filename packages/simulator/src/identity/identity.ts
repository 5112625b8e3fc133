import { type Refusal, refuse } from '../envelope'
import { imageRefusal } from '../handlers/feedback-limits'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import type { IdentityRecord } from './state'

const keyOf = (member: Member) => member.account.toLowerCase()

export const identityRecordOf = (store: Store, member: Member): IdentityRecord | undefined =>
  store.state.identity.records.get(keyOf(member))

/** What the member sees: the status, the reason of a rejection, and whether withdrawals wait for it. */
export function identityView(store: Store, member: Member) {
  const record = identityRecordOf(store, member)
  return {
    status: record?.status ?? ('none' as const),
    reason: record?.status === 'rejected' ? record.reason : null,
    submittedAt: record ? new Date(record.submittedAt).toISOString() : null,
    requiredForWithdrawal: store.state.identity.requiredForWithdrawal,
  }
}

/** Takes both sides for review: refused while one is under review or once approved, and any side not an image. */
export function submitIdentity(
  store: Store,
  member: Member,
  sides: { front: string; back: string },
): Refusal | null {
  const status = identityRecordOf(store, member)?.status
  if (status === 'pending') return refuse('identity_pending', 'Your ID is being reviewed')
  if (status === 'approved') return refuse('identity_approved', 'Your identity is verified already')
  const refused = imageRefusal(sides.front, 'front') ?? imageRefusal(sides.back, 'back')
  if (refused) return refused
  store.state.identity.records.set(keyOf(member), {
    status: 'pending',
    front: sides.front,
    back: sides.back,
    submittedAt: store.now(),
    reason: null,
  })
  return null
}

/**
 * Why a withdrawal must wait for the identity (`none` sent, `pending` review, `rejected`), or null when the
 * platform does not ask for one or it is approved.
 */
export function identityMissing(store: Store, member: Member): 'none' | 'pending' | 'rejected' | null {
  if (!store.state.identity.requiredForWithdrawal) return null
  const status = identityRecordOf(store, member)?.status ?? 'none'
  return status === 'approved' ? null : status
}
