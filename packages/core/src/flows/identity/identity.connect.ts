import type { SnapshotFrom } from 'xstate'
import type { UploadIssue } from '../../validation/feedback'
import type { FeedbackImage } from '../feedback/feedback.types'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { identityMachine } from './identity.machine'
import { canUpload } from './identity.rules'
import type { Identity, IdentityEvent, IdentitySide } from './identity.types'

export type IdentitySnapshot = SnapshotFrom<typeof identityMachine>

/** One side of the ID as the form shows it. */
export interface IdentitySideView {
  /** The picked image, previewed; none yet. */
  images: readonly FeedbackImage[]
  canAdd: boolean
  refused: readonly { name: string; issue: UploadIssue }[]
  /** A submit found it empty. */
  missing: boolean
}

export interface IdentityView {
  status: 'loading' | 'failed' | 'ready' | 'sending'
  identity: Identity | null
  /** The form is offered: nothing sent yet, or the last was rejected. */
  canUpload: boolean
  front: IdentitySideView
  back: IdentitySideView
  failure: FlowFailure | null
  /** Both sides went to review from this screen. */
  sent: boolean
  busy: boolean
}

function sideView(snapshot: IdentitySnapshot | undefined, side: IdentitySide): IdentitySideView {
  const context = snapshot?.context
  const image = context?.[side] ?? null
  return {
    images: image ? [image] : [],
    canAdd: image === null && snapshot?.matches('shown') === true,
    refused: context?.refused.filter((one) => one.side === side) ?? [],
    missing: context?.missing.includes(side) ?? false,
  }
}

function viewOfIdentity(snapshot: IdentitySnapshot | undefined): IdentityView {
  const status = !snapshot
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('sending')
        ? 'sending'
        : snapshot.matches('shown')
          ? 'ready'
          : 'loading'
  const identity = snapshot?.context.identity ?? null
  return {
    status,
    identity,
    canUpload: (status === 'ready' || status === 'sending') && canUpload(identity?.status),
    front: sideView(snapshot, 'front'),
    back: sideView(snapshot, 'back'),
    failure: snapshot?.context.failure ?? null,
    sent: snapshot?.context.sent ?? false,
    busy: status === 'loading' || status === 'sending',
  }
}

export const identityIntents = /* @__PURE__ */ defineIntents((send: Send<IdentityEvent>) => ({
  pick: (side: IdentitySide, images: readonly FeedbackImage[]) =>
    send({ type: 'identity.pick', side, images }),
  remove: (side: IdentitySide) => send({ type: 'identity.remove', side }),
  submit: () => send({ type: 'identity.submit' }),
  reload: () => send({ type: 'identity.reload' }),
}))

export type IdentityIntents = ReturnType<typeof identityIntents>

/** Snapshot → the identity page's view-model with its intents. Pure; no snapshot reads as loading. */
export const connectIdentity: Connect<
  IdentitySnapshot | undefined,
  IdentityEvent,
  IdentityView & IdentityIntents
> = /* @__PURE__ */ defineConnect(viewOfIdentity, identityIntents)
