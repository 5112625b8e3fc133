import { assign, not, setup } from 'xstate'
import type { UploadIdentityRequest } from '../../api/schemas/identity'
import type { FeedbackImage } from '../feedback/feedback.types'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import { canUpload, pickSide } from './identity.rules'
import type { Identity, IdentityContext, IdentityEvent, IdentitySide } from './identity.types'

const sides: readonly IdentitySide[] = ['front', 'back']

/**
 * Identity verification, a screen flow: the platform's word on the member's ID (none sent, under review,
 * approved, rejected with a reason), and while one may be sent, the front and back picked and vetted as they are
 * added, both sent in one request per submit. A failure keeps both pictures, and the same ID may be sent again.
 */
export const identityMachine = setup({
  types: {
    context: {} as IdentityContext,
    events: {} as IdentityEvent,
    children: {} as { loadIdentity: 'loadIdentity'; uploadIdentity: 'uploadIdentity' },
  },
  actors: {
    loadIdentity: notProvided<Identity>('loadIdentity'),
    uploadIdentity: notProvided<Identity, UploadIdentityRequest>('uploadIdentity'),
  },
  actions: {
    assignIdentity: assign((_, identity: Identity) => ({ identity })),
    pick: assign(
      ({ context }, { side, images }: { side: IdentitySide; images: readonly FeedbackImage[] }) => {
        const { image, refused } = pickSide(context[side], images)
        return {
          [side]: image,
          refused: refused.map((one) => ({ side, ...one })),
          missing: context.missing.filter((one) => one !== side || image === null),
          sent: false,
        }
      },
    ),
    remove: assign((_, side: IdentitySide) => ({ [side]: null, refused: [] })),
    assignMissing: assign(({ context }) => ({ missing: sides.filter((side) => context[side] === null) })),
    startRequest: assign({ failure: null, refused: [], missing: [], sent: false }),
    assignSent: assign((_, identity: Identity) => ({ identity, front: null, back: null, sent: true })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
  },
  guards: {
    mayUpload: ({ context }) => canUpload(context.identity?.status),
    sideMissing: ({ context }) => context.front === null || context.back === null,
  },
}).createMachine({
  id: 'identity',
  context: { identity: null, front: null, back: null, refused: [], missing: [], failure: null, sent: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadIdentity',
        src: 'loadIdentity',
        onDone: { target: 'shown', actions: { type: 'assignIdentity', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    failed: { on: { 'identity.reload': { target: 'loading', actions: 'startRequest' } } },
    shown: {
      on: {
        'identity.reload': { target: 'loading', actions: 'startRequest' },
        'identity.pick': {
          guard: 'mayUpload',
          actions: { type: 'pick', params: ({ event }) => ({ side: event.side, images: event.images }) },
        },
        'identity.remove': {
          guard: 'mayUpload',
          actions: { type: 'remove', params: ({ event }) => event.side },
        },
        'identity.submit': [
          // Under review or approved: nothing to send (the page offers no form).
          { guard: not('mayUpload') },
          { guard: 'sideMissing', actions: 'assignMissing' },
          { target: 'sending', actions: 'startRequest' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'uploadIdentity',
        src: 'uploadIdentity',
        input: ({ context }) => ({ front: context.front?.dataUrl ?? '', back: context.back?.dataUrl ?? '' }),
        onDone: { target: 'shown', actions: { type: 'assignSent', params: ({ event }) => event.output } },
        onError: {
          target: 'shown',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
  },
})
