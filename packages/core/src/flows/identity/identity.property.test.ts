import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectIdentity } from './identity.connect'
import { identityMachine } from './identity.machine'
import type { Identity, IdentityContext } from './identity.types'

const identity = (status: Identity['status']): Identity => ({
  status,
  reason: status === 'rejected' ? 'Blurred' : null,
  submittedAt: null,
  requiredForWithdrawal: false,
})
const file = fc.record({
  name: fc.constantFrom('id.png', 'id.jpg', 'id.gif', 'scan'),
  type: fc.constantFrom('image/png', 'image/jpeg', 'image/gif', ''),
  size: fc.constantFrom(1, 5 * 1024 * 1024 - 1, 5 * 1024 * 1024),
  dataUrl: fc.constantFrom('data:image/png;base64,AAAA', 'data:image/jpeg;base64,BBBB'),
})
const side = fc.constantFrom('front', 'back')
const events = fc.oneof(
  fc.constantFrom({ type: 'identity.submit' }, { type: 'identity.reload' }),
  fc.record({ type: fc.constant('identity.remove'), side }),
  fc.record({ type: fc.constant('identity.pick'), side, images: fc.array(file, { maxLength: 3 }) }),
)

/** What the platform may answer: every status on load, a review on upload, and refusals or silence. */
const answers = {
  outputs: {
    loadIdentity: (['none', 'rejected', 'pending', 'approved'] as const).map(identity),
    uploadIdentity: [identity('pending')],
  },
  errors: {
    loadIdentity: [new ApiError({ kind: 'timeout', endpoint: 'identityVerification' })],
    uploadIdentity: ['identity_pending', undefined].map(
      (code) => new ApiError({ kind: code ? 'business' : 'network', endpoint: 'uploadIdentityImages', code }),
    ),
  },
}

describe('identity properties over random picks, clicks and answers', () => {
  test('one request at a time; an upload only ever sends two vetted images, and only when one may be sent', async () => {
    const visits = await checkMachine({
      machine: identityMachine,
      events,
      ...answers,
      check: ({ before, after, started, pending }) => {
        expect(pending.length).toBeLessThanOrEqual(1)
        const was = before.context as IdentityContext
        for (const call of started.filter((c) => c.id === 'uploadIdentity')) {
          expect(['none', 'rejected']).toContain(was.identity?.status)
          expect(call.input).toEqual({ front: was.front?.dataUrl, back: was.back?.dataUrl })
        }
        const is = after.context as IdentityContext
        for (const image of [is.front, is.back])
          if (image) {
            expect(image.size).toBeLessThan(5 * 1024 * 1024)
            expect(image.type === '' ? /\.(png|jpe?g)$/.test(image.name) : /png|jpeg/.test(image.type)).toBe(
              true,
            )
          }
        const view = connectIdentity(after as never)
        expect(view.busy).toBe(pending.length === 1)
        if (view.canUpload) expect(['none', 'rejected']).toContain(is.identity?.status)
      },
    })
    expect(visited(visits, 'sending')).toBe(true)
  }, 120_000)
})
