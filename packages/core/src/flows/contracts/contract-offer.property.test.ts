import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { percentToRatio } from '../../domain/contracts'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectContractOffer } from './contract-offer.connect'
import { contractOfferMachine } from './contract-offer.machine'
import { readDraft } from './contract-offer.rules'
import type { OfferContext, OfferInput } from './contract-offer.types'
import { contractFixture, contractListFixture } from './contracts.fixtures'

// Mostly valid text, so offers get sent; now and then what a member might mistype.
const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('0', '1', '1.5', '2.25', '100') },
  { weight: 1, arbitrary: fc.constantFrom('', '100.01', '-1', 'abc', '1,000', '500.123') },
)
const events = fc.oneof(
  fc.constantFrom(
    { type: 'offer.submit' },
    { type: 'offer.agree' },
    { type: 'offer.cancel' },
    { type: 'offer.addTier' },
    { type: 'offer.removeTier', index: 0 },
    { type: 'contracts.retry' },
    { type: 'contract.terminate', contractId: 'C4', kind: 'dailySalary' },
    // An offer under agent02's 1.5 % below, often enough to reach the agreement step.
    { type: 'offer.change', field: 'downline', value: 'agent02' },
    { type: 'offer.change', field: 'kind', value: 'dailySalary' },
    { type: 'offer.tier', index: 0, field: 'ratio', value: '1' },
    { type: 'offer.tier', index: 1, field: 'ratio', value: '0.5' },
    { type: 'offer.submit' },
  ),
  fc.record({
    type: fc.constant('offer.change'),
    field: fc.constantFrom('kind', 'downline', 'period'),
    value: fc.constantFrom('agent02', 'player001', 'dividend', 'realTimeSalary', 'W', 'X'),
  }),
  fc.record({
    type: fc.constant('offer.tier'),
    index: fc.integer({ min: 0, max: 1 }),
    field: fc.constantFrom('minBet', 'minLoss', 'minActive', 'ratio', 'lossRatio'),
    value: text,
  }),
)

describe('contract offer properties over random edits, answers and failures', () => {
  test('only a valid offer is sent, once per submit; conflicts are agreed to first; the preview never pays more than its base', async () => {
    const visits = await checkMachine({
      machine: contractOfferMachine,
      events,
      outputs: {
        loadList: [contractListFixture(), { ...contractListFixture(), below: [] }],
        sendOffer: [contractFixture('C6', 'offered', 'dailySalary', { downline: 'agent02' })],
        terminate: [{ id: 'C4' }],
      },
      errors: {
        loadList: [new ApiError({ kind: 'network', endpoint: 'contractList' })],
        sendOffer: [new ApiError({ kind: 'network', endpoint: 'offerContract' })],
        terminate: [new ApiError({ kind: 'network', endpoint: 'dailySalaryContract' })],
      },
      check: ({ before, after, started, pending }) => {
        const was = before.context as OfferContext
        expect(pending.filter((call) => call.id === 'sendOffer').length).toBeLessThanOrEqual(1)
        for (const call of started.filter((one) => one.id === 'sendOffer')) {
          const input = call.input as OfferInput
          expect(readDraft(was.draft).issues).toEqual({})
          expect(input.downline).toBe(was.draft.downline)
          expect(input.tiers.map((tier) => tier.ratio)).toEqual(
            was.draft.tiers.map((tier) => percentToRatio(tier.ratio)),
          )
          // Agreement was given exactly when something below would end (as checked at this submit).
          expect(input.autoTerminate).toBe((after.context as OfferContext).conflicts.length > 0)
          if (input.autoTerminate) expect(before.matches({ ready: 'confirming' })).toBe(true)
        }
        const view = connectContractOffer(after as never, undefined, 'agent01')
        expect(view.draft.tiers.length).toBeGreaterThanOrEqual(1)
        expect(view.draft.tiers.length).toBeLessThanOrEqual(10)
        if (view.preview) {
          expect(view.preview.amount >= 0n).toBe(true)
          expect(view.preview.amount <= view.preview.base).toBe(true)
        }
      },
    })
    expect(visited(visits, '"ready":"sending"')).toBe(true)
    // The agreement step is reached by the model test's paths; random edits reach it only now and then.
    expect(visited(visits, '"terminating"')).toBe(true)
  }, 300_000)
})
