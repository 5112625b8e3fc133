import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectPaymentConfirmation } from './payment-confirmation.connect'
import { confirmationFixture, proofFixture } from './payment-confirmation.fixtures'
import { paymentConfirmationMachine } from './payment-confirmation.machine'
import type { AnswerInput, ConfirmationContext } from './payment-confirmation.types'

const events = fc.oneof(
  fc.constantFrom(
    { type: 'confirmations.refresh' },
    { type: 'confirmation.received' },
    { type: 'confirmation.notReceived' },
    { type: 'confirmation.allReceived' },
    { type: 'confirmation.back' },
    { type: 'confirmation.send' },
    { type: 'confirmation.later' },
    { type: 'confirmation.removeProof', index: 0 },
  ),
  fc
    .array(
      fc.constantFrom(
        proofFixture('a.png'),
        proofFixture('b.jpg', 'image/jpeg'),
        proofFixture('c.gif', 'image/gif'),
        proofFixture('big.png', 'image/png', 5 * 1024 * 1024),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((images) => ({ type: 'confirmation.addProofs', images })),
)

describe('payment confirmation properties over random answers, refreshes and time', () => {
  test('one answer at a time, for the shown payment; N only with 1–3 valid proofs; A only after confirming', async () => {
    const visits = await checkMachine({
      machine: paymentConfirmationMachine,
      events,
      keepActors: ['watchRealtime'],
      waits: [1000, 3000, 60_000],
      outputs: {
        loadConfirmations: [
          { list: [confirmationFixture('PD1', 3), confirmationFixture('PD2', 5)] },
          { list: [confirmationFixture('PD3', 900)] },
          { list: [] },
        ],
        answerConfirmation: [{ payDetailId: 'PD1', status: 'received' }],
      },
      errors: {
        loadConfirmations: [new ApiError({ kind: 'network', endpoint: 'paymentConfirmations' })],
        answerConfirmation: [new ApiError({ kind: 'network', endpoint: 'processC2CTransaction' })],
      },
      check: ({ before, after, started, pending }) => {
        const was = before.context as ConfirmationContext
        const is = after.context as ConfirmationContext
        expect(pending.filter((call) => call.id === 'answerConfirmation').length).toBeLessThanOrEqual(1)
        for (const call of started.filter((one) => one.id === 'answerConfirmation')) {
          const input = call.input as AnswerInput
          expect(input.payDetailId).toBe(was.items[0]?.payDetailId)
          if (input.isMoneyReceived === 'N') {
            expect(input.proofOfNotReceive?.length).toBeGreaterThan(0)
            expect(input.proofOfNotReceive?.length).toBeLessThanOrEqual(3)
          } else expect(input.proofOfNotReceive).toBeUndefined()
          if (input.isMoneyReceived === 'A')
            expect(before.matches({ showing: { step: 'confirmingAll' } })).toBe(true)
        }
        expect(is.proofs.length).toBeLessThanOrEqual(3)
        for (const proof of is.proofs) expect(['image/png', 'image/jpeg']).toContain(proof.type)
        expect(is.secondsLeft).toBeGreaterThanOrEqual(0)
        const view = connectPaymentConfirmation(after as never)
        if (view.open) expect(view.current?.payDetailId).toBe(is.items[0]?.payDetailId)
        // Put off stays put off: the dialog opens by itself only for a payment the member has not closed it on.
        if (view.open && !before.matches('showing'))
          expect(is.items.some((item) => !was.putOff.includes(item.payDetailId))).toBe(true)
      },
    })
    expect(visited(visits, '"step":"sending"')).toBe(true)
    expect(visited(visits, '"step":"proving"')).toBe(true)
  }, 300_000)
})
