import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectPaymentConfirmation } from './payment-confirmation.connect'
import { confirmationFixture, proofFixture } from './payment-confirmation.fixtures'
import { paymentConfirmationMachine } from './payment-confirmation.machine'
import type { ConfirmationContext } from './payment-confirmation.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ConfirmationContext
const view = (snapshot: AnyMachineSnapshot) => connectPaymentConfirmation(snapshot as never)

function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const list: AnyEventObject[] = [
    { type: 'confirmations.refresh' },
    { type: 'confirmation.received' },
    { type: 'confirmation.notReceived' },
    { type: 'confirmation.allReceived' },
    { type: 'confirmation.back' },
    { type: 'confirmation.send' },
    { type: 'confirmation.later' },
  ]
  // Proofs one way only (none → one → removed), so the graph stays small.
  if (contextOf(snapshot).proofs.length === 0)
    list.push({
      type: 'confirmation.addProofs',
      images: [proofFixture('a.png'), proofFixture('b.gif', 'image/gif')],
    })
  else list.push({ type: 'confirmation.removeProof', index: 0 })
  return list
}

describe('payment confirmation model', () => {
  testModel(paymentConfirmationMachine, {
    events,
    keepActors: ['watchRealtime'],
    sendDelayedEvents: true,
    outputs: {
      loadConfirmations: [
        { list: [confirmationFixture('PD1'), confirmationFixture('PD2', 1)] },
        { list: [] },
      ],
      answerConfirmation: [{ payDetailId: 'PD1', status: 'received' }],
    },
    errors: {
      loadConfirmations: [new ApiError({ kind: 'network', endpoint: 'paymentConfirmations' })],
      answerConfirmation: [
        new ApiError({ kind: 'business', endpoint: 'processC2CTransaction', code: 'not_pending' }),
      ],
    },
    rules: {
      'xstate.done.actor.loadConfirmations': ({ event, before, after }) => {
        const list = (event.output as { list: { payDetailId: string }[] }).list
        const notPutOff = list.filter((item) => !contextOf(before).putOff.includes(item.payDetailId))
        expect(view(after).open).toBe(notPutOff.length > 0)
        if (notPutOff.length > 0)
          expect(view(after)).toMatchObject({ step: 'asking', secondsLeft: 2, waiting: 1 })
      },
      'xstate.error.actor.loadConfirmations': ({ after }) =>
        expect(view(after)).toMatchObject({ open: false, failure: { code: 'network' } }),
      'confirmations.refresh': ({ after }) => expect(after.matches('loading')).toBe(true),
      'confirmation.received': ({ after }) => {
        expect(view(after).step).toBe('sending')
        expect(contextOf(after).answer).toBe('Y')
      },
      'confirmation.notReceived': ({ after }) =>
        expect(view(after)).toMatchObject({ step: 'proving', canSendProof: false }),
      'confirmation.allReceived': ({ after }) => {
        // Not sent yet: the member is told first that nothing more comes back.
        expect(view(after).step).toBe('confirmingAll')
        expect(contextOf(after).answer).toBe('A')
      },
      'confirmation.back': ({ after }) => expect(view(after).step).toBe('asking'),
      'confirmation.send': ({ before, after }) => {
        expect(view(after).step).toBe('sending')
        if (contextOf(before).answer === 'N') expect(contextOf(before).proofs.length).toBeGreaterThan(0)
      },
      'confirmation.addProofs': ({ after }) => {
        // png kept, gif refused with its code.
        expect(contextOf(after).proofs.map((proof) => proof.name)).toEqual(['a.png'])
        expect(contextOf(after).refused).toEqual([{ name: 'b.gif', issue: { code: 'upload.type' } }])
        expect(view(after).canSendProof).toBe(true)
      },
      'confirmation.removeProof': ({ after }) => expect(contextOf(after).proofs).toEqual([]),
      'confirmation.later': ({ before, after }) => {
        expect(view(after).open).toBe(false)
        for (const item of contextOf(before).items)
          expect(contextOf(after).putOff).toContain(item.payDetailId)
      },
      'xstate.done.actor.answerConfirmation': ({ before, after }) => {
        // The answered one leaves; the next (if any) shows with its own countdown and no proofs.
        expect(contextOf(after).items).toEqual(contextOf(before).items.slice(1))
        expect(contextOf(after).proofs).toEqual([])
        expect(view(after).open).toBe(contextOf(before).items.length > 1)
        if (view(after).open) expect(view(after)).toMatchObject({ step: 'asking', secondsLeft: 1 })
      },
      'xstate.error.actor.answerConfirmation': ({ before, after }) => {
        expect(view(after)).toMatchObject({ step: 'asking', failure: { code: 'not_pending' } })
        expect(contextOf(after).proofs).toEqual(contextOf(before).proofs)
      },
      after: ({ before, after }) => {
        expect(contextOf(after).secondsLeft).toBe(Math.max(0, contextOf(before).secondsLeft - 1))
        // At zero the server has counted it received: the list is asked again (unless an answer is on its way).
        if (contextOf(after).secondsLeft === 0 && !before.matches({ showing: { step: 'sending' } }))
          expect(after.matches('loading')).toBe(true)
      },
    },
  })
})

testTransitionCoverage(paymentConfirmationMachine)
