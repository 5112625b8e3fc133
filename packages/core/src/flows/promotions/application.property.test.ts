import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { type ApplicationContext, applicationMachine, remarkMax } from './application.machine'

const image = (name: string, size: number) => ({ name, type: 'image/png', size, dataUrl: `data:${name}` })

const events = fc.oneof(
  fc
    .oneof(fc.string({ maxLength: 8 }), fc.constant('x'.repeat(141)), fc.constant('  '))
    .map((value) => ({ type: 'application.remark', value })),
  fc
    .array(fc.constantFrom(image('a.png', 10), image('b.png', 6 * 1024 * 1024)), { maxLength: 4 })
    .map((images) => ({ type: 'application.addImages', images })),
  fc.integer({ min: -1, max: 4 }).map((index) => ({ type: 'application.removeImage', index })),
  fc.constant({ type: 'application.submit' }),
)

describe('application properties over random typing, picks, sends and answers', () => {
  test('a failed send loses nothing; at most three small images; one send at a time with a valid remark', async () => {
    const visits = await checkMachine({
      machine: applicationMachine,
      input: { promotionId: 'PR' },
      events,
      outputs: { applyPromotion: [{}] },
      errors: { applyPromotion: [new ApiError({ kind: 'network', endpoint: 'signUpPromotion' })] },
      check: ({ before, after, started, pending, answered }) => {
        const was = before.context as ApplicationContext
        const is = after.context as ApplicationContext
        expect(is.images.length).toBeLessThanOrEqual(3)
        expect(is.images.every((picked) => picked.size < 5 * 1024 * 1024)).toBe(true)
        expect(pending.length).toBeLessThanOrEqual(1)
        for (const call of started) {
          const input = call.input as { remark: string; images: string[] }
          expect(input.remark.length).toBeGreaterThan(0)
          expect(input.remark.length).toBeLessThanOrEqual(remarkMax)
          expect(input.images).toEqual(was.images.map((picked) => picked.dataUrl))
        }
        if (answered && !answered.ok) {
          expect(is.remark).toBe(was.remark)
          expect(is.images).toEqual(was.images)
          expect(is.failure).not.toBeNull()
        }
      },
    })
    expect(visited(visits, 'submitting')).toBe(true)
  }, 120_000)
})
