import type { Identity } from '../../api/schemas/identity'
import type { UploadIssue } from '../../validation/feedback'
import type { FeedbackImage } from '../feedback/feedback.types'
import type { FlowFailure } from '../shared/failure'

/** The ID's two sides, each one image. */
export type IdentitySide = 'front' | 'back'

export interface IdentityContext {
  /** What the platform said last; null until it answered. */
  identity: Identity | null
  /** The images picked for each side: only vetted ones (png or jpeg under 5 MB) get here. */
  front: FeedbackImage | null
  back: FeedbackImage | null
  /** The picks the last `identity.pick` refused, with why. */
  refused: readonly { side: IdentitySide; name: string; issue: UploadIssue }[]
  /** A submit found these sides empty. */
  missing: readonly IdentitySide[]
  /** The last load or upload failed: its reason. */
  failure: FlowFailure | null
  /** Both sides went to review from this screen. */
  sent: boolean
}

export type IdentityEvent =
  /** Files picked for a side, read as data URLs: the flow vets them. */
  | { type: 'identity.pick'; side: IdentitySide; images: readonly FeedbackImage[] }
  | { type: 'identity.remove'; side: IdentitySide }
  /** Sends both sides for review; after a failure, sends them again as they stand. */
  | { type: 'identity.submit' }
  /** Asks the platform again: after a failed load, or to see the review's outcome. */
  | { type: 'identity.reload' }

export type { Identity }
