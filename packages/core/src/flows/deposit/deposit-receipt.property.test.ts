import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { checkMachine, visited } from '../../testing/machine-property'
import { lost, orderSample } from './deposit.fixtures'
import type { ReceiptContext } from './deposit.types'
import { depositReceiptMachine, receiptRemarkMax } from './deposit-receipt.machine'

const image = (name: string, size: number, type = 'image/png') => ({
  name,
  type,
  size,
  dataUrl: `data:${name}`,
})

const events = fc.oneof(
  fc
    .oneof(fc.string({ maxLength: 8 }), fc.constant('x'.repeat(141)), fc.constant('  '))
    .map((value) => ({ type: 'receipt.remark', value })),
  fc
    .array(
      fc.constantFrom(
        image('a.png', 10),
        image('b.jpg', 5 * 1024 * 1024 - 1, 'image/jpeg'),
        image('big.png', 5 * 1024 * 1024),
        image('c.gif', 10, 'image/gif'),
      ),
      { maxLength: 4 },
    )
    .map((images) => ({ type: 'receipt.addImages', images })),
  fc.integer({ min: -1, max: 4 }).map((index) => ({ type: 'receipt.removeImage', index })),
  fc.constant({ type: 'receipt.send' }),
)

describe('deposit receipt properties over random picks, remarks, sends and answers', () => {
  test('one upload at a time, only with 1–3 small png/jpg images and a remark in bounds; a failure loses nothing', async () => {
    const visits = await checkMachine({
      machine: depositReceiptMachine,
      input: { reference: 'DP7' },
      events,
      outputs: { uploadReceipt: [orderSample('DP7')] },
      errors: { uploadReceipt: [lost.network, lost.unreadable] },
      check: ({ before, after, started, pending, answered }) => {
        const was = before.context as ReceiptContext
        const is = after.context as ReceiptContext
        expect(is.images.length).toBeLessThanOrEqual(3)
        expect(
          is.images.every((picked) => picked.size < 5 * 1024 * 1024 && picked.type !== 'image/gif'),
        ).toBe(true)
        expect(pending.length).toBeLessThanOrEqual(1)
        for (const call of started) {
          const input = call.input as { reference: string; images: string[]; remark: string }
          expect(input.reference).toBe('DP7')
          expect(input.images.length).toBeGreaterThanOrEqual(1)
          expect(input.images).toEqual(was.images.map((picked) => picked.dataUrl))
          expect(input.remark.length).toBeLessThanOrEqual(receiptRemarkMax)
        }
        if (answered && !answered.ok) {
          expect(is.remark).toBe(was.remark)
          expect(is.images).toEqual(was.images)
          expect(is.failure).not.toBeNull()
        }
      },
    })
    expect(visited(visits, 'sending')).toBe(true)
    expect(visited(visits, 'sent')).toBe(true)
  }, 120_000)
})
