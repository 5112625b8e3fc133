import { describe, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { lost, orderSample, refusals } from './deposit.fixtures'
import type { ReceiptContext } from './deposit.types'
import { connectDepositReceipt } from './deposit-receipt.connect'
import { depositReceiptMachine } from './deposit-receipt.machine'

const image = (name: string, size = 68, type = 'image/png') => ({
  name,
  type,
  size,
  dataUrl: `data:${type};${name}`,
})
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ReceiptContext
const view = (snapshot: AnyMachineSnapshot) => connectDepositReceipt(snapshot as never)
const withReceipt = {
  ...orderSample('DP1'),
  receipt: { images: 1, remark: 'Paid at 10:00', at: '2026-03-01T08:05:00.000Z' },
}

describe('deposit receipt model', () => {
  testModel(depositReceiptMachine, {
    input: { reference: 'DP1' },
    events: () => [
      { type: 'receipt.remark', value: 'Paid at 10:00' },
      { type: 'receipt.remark', value: 'x'.repeat(141) },
      { type: 'receipt.addImages', images: [image('a.png'), image('b.jpg', 99, 'image/jpeg')] },
      {
        type: 'receipt.addImages',
        images: [image('big.png', 5 * 1024 * 1024), image('clip.gif', 10, 'image/gif')],
      },
      { type: 'receipt.removeImage', index: 0 },
      { type: 'receipt.removeImage', index: 5 },
      { type: 'receipt.send' },
    ],
    outputs: { uploadReceipt: [withReceipt] },
    errors: { uploadReceipt: [lost.network, refusals.belowMin] },
    rules: {
      'receipt.remark': ({ after, event }) => {
        expect(contextOf(after).remark).toBe(event.value)
        expect(view(after).remarkLength).toBe(event.value.length)
        expect(contextOf(after).issue).toEqual(
          event.value.length > 140 ? { code: 'tooLong', max: 140 } : null,
        )
      },
      'receipt.addImages': ({ before, after, event }) => {
        const is = contextOf(after)
        // Every pick is kept or refused with why; never more than three, never one of 5 MB or more.
        expect(is.images.length + is.refused.length).toBe(
          contextOf(before).images.length + event.images.length,
        )
        expect(is.images.length).toBeLessThanOrEqual(3)
        expect(is.images.every((picked) => picked.size < 5 * 1024 * 1024)).toBe(true)
        const codes = is.refused.map((refusal) => refusal.issue.code)
        if (event.images[0]?.name === 'big.png') expect(codes).toEqual(['upload.size', 'upload.type'])
        else expect(codes.every((code) => code === 'upload.count')).toBe(true)
        expect(is.remark).toBe(contextOf(before).remark)
        expect(view(after).canAddImages).toBe(is.images.length < 3)
      },
      'receipt.removeImage': ({ before, after, event }) => {
        const was = contextOf(before).images
        if (event.index < was.length) expect(contextOf(after).images).toEqual(was.filter((_, at) => at !== 0))
        else expect(contextOf(after).images).toEqual(was)
      },
      'receipt.send': ({ before, after }) => {
        const was = contextOf(before)
        if (was.images.length === 0) expect(contextOf(after).issue).toEqual({ code: 'imagesRequired' })
        else if (was.remark.length > 140)
          expect(contextOf(after).issue).toEqual({ code: 'tooLong', max: 140 })
        else {
          expect(after.matches('sending')).toBe(true)
          expect(view(after)).toMatchObject({ status: 'sending', canSend: false, canAddImages: false })
          expect(contextOf(after).failure).toBeNull()
        }
      },
      'xstate.done.actor.uploadReceipt': ({ after }) => {
        expect(after.matches('sent')).toBe(true)
        expect(view(after).order?.receipt).toEqual(withReceipt.receipt)
      },
      'xstate.error.actor.uploadReceipt': ({ before, after }) => {
        // Nothing picked or typed is lost; the same button sends it again.
        expect(after.matches('editing')).toBe(true)
        expect(contextOf(after).images).toEqual(contextOf(before).images)
        expect(contextOf(after).remark).toBe(contextOf(before).remark)
        expect(contextOf(after).failure?.code).toMatch(/network|amount_below_min/)
        expect(view(after).canSend).toBe(true)
      },
    },
  })
})

testTransitionCoverage(depositReceiptMachine)
