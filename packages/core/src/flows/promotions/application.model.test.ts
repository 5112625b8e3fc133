import { describe, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectApplication } from './application.connect'
import { type ApplicationContext, applicationMachine } from './application.machine'

const image = (name: string, size = 68, type = 'image/png') => ({
  name,
  type,
  size,
  dataUrl: `data:${type};${name}`,
})
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ApplicationContext

describe('promotion application model', () => {
  testModel(applicationMachine, {
    input: { promotionId: 'PR-BIGWIN' },
    events: () => [
      { type: 'application.remark', value: 'Big win' },
      { type: 'application.remark', value: 'x'.repeat(141) },
      {
        type: 'application.addImages',
        images: [image('a.png'), image('b.png'), image('c.png'), image('d.png')],
      },
      { type: 'application.addImages', images: [image('big.png', 6 * 1024 * 1024)] },
      { type: 'application.removeImage', index: 0 },
      { type: 'application.submit' },
    ],
    outputs: { applyPromotion: [{ promotionId: 'PR-BIGWIN', status: 'applying' }] },
    errors: { applyPromotion: [new ApiError({ kind: 'network', endpoint: 'signUpPromotion' })] },
    rules: {
      'application.remark': ({ after, event }) => {
        expect(contextOf(after).remark).toBe(event.value)
        const view = connectApplication(after as never)
        expect(view.remarkLength).toBe(event.value.length)
        expect(view.remarkError).toEqual(event.value.length > 140 ? { code: 'tooLong', max: 140 } : null)
      },
      'application.addImages': ({ before, after, event }) => {
        const is = contextOf(after)
        // Every pick is kept or refused with why; never more than three, never one of 5 MB or more.
        expect(is.images.length + is.refused.length).toBe(
          contextOf(before).images.length + event.images.length,
        )
        expect(is.images.length).toBeLessThanOrEqual(3)
        expect(is.images.every((picked) => picked.size < 5 * 1024 * 1024)).toBe(true)
        expect(is.remark).toBe(contextOf(before).remark)
      },
      'application.removeImage': ({ before, after }) =>
        expect(contextOf(after).images).toEqual(contextOf(before).images.slice(1)),
      'application.submit': ({ before, after }) => {
        const remark = contextOf(before).remark
        if (remark.trim() === '' || remark.length > 140) expect(contextOf(after).remarkError).not.toBeNull()
        else expect(after.matches('submitting')).toBe(true)
      },
      'xstate.done.actor.applyPromotion': ({ after }) => expect(after.matches('sent')).toBe(true),
      'xstate.error.actor.applyPromotion': ({ before, after }) => {
        // Nothing typed or picked is lost; the same button sends it again.
        expect(after.matches('editing')).toBe(true)
        expect(contextOf(after)).toMatchObject({
          remark: contextOf(before).remark,
          images: contextOf(before).images,
          failure: { kind: 'network' },
        })
      },
    },
  })
})

testTransitionCoverage(applicationMachine)
