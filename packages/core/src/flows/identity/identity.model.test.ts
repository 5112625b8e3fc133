import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { networkDown, refusal } from '../../testing/fixtures'
import { type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import { connectIdentity } from './identity.connect'
import { identityMachine } from './identity.machine'
import type { Identity, IdentityContext } from './identity.types'

const image = (name: string, size = 68, type = 'image/png') => ({
  name,
  type,
  size,
  dataUrl: `data:${type};base64,${name}`,
})
const identity = (status: Identity['status'], reason: string | null = null): Identity => ({
  status,
  reason,
  submittedAt: status === 'none' ? null : '2026-12-07T10:00:00.000Z',
  requiredForWithdrawal: true,
})
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as IdentityContext
const refused = refusal('uploadIdentityImages', 'upload_type', { field: 'back' })

/** Pick good and bad files for either side, take one back, send, and ask again, at any point. */
const events = (): AnyEventObject[] => [
  { type: 'identity.pick', side: 'front', images: [image('front.png')] },
  {
    type: 'identity.pick',
    side: 'back',
    images: [image('back.jpg', 2048, 'image/jpeg'), image('extra.png')],
  },
  { type: 'identity.pick', side: 'back', images: [image('big.png', 6 * 1024 * 1024)] },
  { type: 'identity.remove', side: 'front' },
  { type: 'identity.submit' },
  { type: 'identity.reload' },
]

/** Only while one may be sent do picks change anything. */
const onlyWhileOpen = (step: RuleStep) => {
  const status = contextOf(step.before).identity?.status
  if (status === 'pending' || status === 'approved')
    expect(contextOf(step.after)).toMatchObject({
      front: contextOf(step.before).front,
      back: contextOf(step.before).back,
    })
}

describe('identity model', () => {
  testModel(identityMachine, {
    events,
    outputs: {
      loadIdentity: [
        identity('none'),
        identity('pending'),
        identity('rejected', 'Blurred'),
        identity('approved'),
      ],
      uploadIdentity: [identity('pending')],
    },
    errors: { loadIdentity: [networkDown], uploadIdentity: [refused, networkDown] },
    rules: {
      'xstate.done.actor.loadIdentity': (step) => {
        const view = connectIdentity(step.after as never)
        const { status } = contextOf(step.after).identity ?? {}
        expect(view.status).toBe('ready')
        expect(view.canUpload).toBe(status === 'none' || status === 'rejected')
      },
      'xstate.error.actor.loadIdentity': (step) =>
        expect(connectIdentity(step.after as never)).toMatchObject({
          status: 'failed',
          failure: { code: 'network' },
        }),
      'identity.reload': (step) => expect(step.after.value).toBe('loading'),
      'identity.pick': (step) => {
        onlyWhileOpen(step)
        const { side, images } = step.event as AnyEventObject & {
          side: 'front' | 'back'
          images: { name: string }[]
        }
        const after = contextOf(step.after)
        // A side holds at most one image; every pick is kept or refused with why.
        const kept = after[side] && after[side] !== contextOf(step.before)[side] ? 1 : 0
        if (step.after.context !== step.before.context)
          expect(kept + after.refused.length).toBe(images.length)
        expect(after.refused.every((one) => one.side === side)).toBe(true)
      },
      'identity.remove': (step) => {
        onlyWhileOpen(step)
        if (step.after.context !== step.before.context) expect(contextOf(step.after).front).toBeNull()
      },
      'identity.submit': (step) => {
        const before = contextOf(step.before)
        if (before.front && before.back && ['none', 'rejected'].includes(before.identity?.status ?? ''))
          expect(step.after.value).toBe('sending')
        else {
          expect(step.after.value).toBe('shown')
          if (['none', 'rejected'].includes(before.identity?.status ?? ''))
            expect(contextOf(step.after).missing.length).toBeGreaterThan(0)
        }
      },
      'xstate.done.actor.uploadIdentity': (step) => {
        // Sent: under review, the pictures leave the screen, the form with them.
        expect(contextOf(step.after)).toMatchObject({ front: null, back: null, sent: true, failure: null })
        expect(connectIdentity(step.after as never).canUpload).toBe(false)
      },
      'xstate.error.actor.uploadIdentity': (step) => {
        // Refused or no answer: both pictures stay, the reason said, the same ID can go again.
        const { front, back } = contextOf(step.before)
        expect(contextOf(step.after)).toMatchObject({ front, back, sent: false })
        expect(connectIdentity(step.after as never)).toMatchObject({ status: 'ready', canUpload: true })
        expect(contextOf(step.after).failure).not.toBeNull()
      },
    },
  })
})

testTransitionCoverage(identityMachine)
