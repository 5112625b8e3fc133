import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectContractOffer } from './contract-offer.connect'
import { contractOfferMachine } from './contract-offer.machine'
import type { OfferContext } from './contract-offer.types'
import { contractFixture, contractListFixture } from './contracts.fixtures'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as OfferContext
const view = (snapshot: AnyMachineSnapshot) => connectContractOffer(snapshot as never, undefined, 'agent01')

/** Editing one way (pick agent02, type 1 % → valid and lower than agent02's 1.5 % below), so the graph stays small. */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { draft } = contextOf(snapshot)
  const list: AnyEventObject[] = [
    { type: 'offer.submit' },
    { type: 'offer.agree' },
    { type: 'offer.cancel' },
    { type: 'contracts.retry' },
    { type: 'contract.terminate', contractId: 'C4', kind: 'dailySalary' },
  ]
  if (!draft.downline) list.push({ type: 'offer.change', field: 'downline', value: 'agent02' })
  else if (draft.tiers[0]?.ratio === '')
    list.push({ type: 'offer.tier', index: 0, field: 'ratio', value: '1' })
  else if (draft.tiers.length === 1) list.push({ type: 'offer.addTier' })
  else list.push({ type: 'offer.removeTier', index: 1 })
  return list
}

describe('contract offer model', () => {
  testModel(contractOfferMachine, {
    events,
    outputs: {
      loadList: [contractListFixture(), { ...contractListFixture(), below: [] }],
      sendOffer: [contractFixture('C6', 'offered', 'dailySalary', { downline: 'agent02' })],
      terminate: [{ id: 'C4' }],
    },
    errors: {
      loadList: [new ApiError({ kind: 'network', endpoint: 'contractList' })],
      sendOffer: [new ApiError({ kind: 'business', endpoint: 'offerContract', code: 'contract_pending' })],
      terminate: [
        new ApiError({ kind: 'business', endpoint: 'dailySalaryContract', code: 'invalid_contract_action' }),
      ],
    },
    rules: {
      'xstate.done.actor.loadList': ({ after }) =>
        expect(view(after)).toMatchObject({ status: 'ready', downlines: ['agent02', 'player001'] }),
      'xstate.error.actor.loadList': ({ after }) =>
        expect(view(after)).toMatchObject({ status: 'failed', failure: { code: 'network' } }),
      'contracts.retry': ({ after }) => expect(after.matches('loading')).toBe(true),
      'offer.change': ({ after }) => {
        expect(contextOf(after).draft.downline).toBe('agent02')
        // The preview reads agent02's team today: 1,000.00 volume.
        expect(view(after).preview?.figures.validBet.minor).toBe(100_000n)
      },
      'offer.tier': ({ after }) => {
        expect(contextOf(after).draft.tiers[0]?.ratio).toBe('1')
        expect(view(after).preview).toMatchObject({ ratio: 100, amount: 1_000n })
      },
      'offer.addTier': ({ before, after }) =>
        expect(contextOf(after).draft.tiers).toHaveLength(contextOf(before).draft.tiers.length + 1),
      'offer.removeTier': ({ before, after }) =>
        expect(contextOf(after).draft.tiers).toHaveLength(contextOf(before).draft.tiers.length - 1),
      'offer.submit': ({ before, after }) => {
        const issues = contextOf(after).issues
        if (Object.keys(issues).length > 0) {
          expect(after.matches({ ready: 'editing' })).toBe(true)
          // What was typed stays.
          expect(contextOf(after).draft).toEqual(contextOf(before).draft)
        } else if (contextOf(after).list?.below.length) {
          // agent02 gives 1.5 % below: listed first, nothing sent until the agent agrees.
          expect(view(after)).toMatchObject({ confirming: true, sending: false })
          expect(view(after).conflicts.map((contract) => contract.id)).toEqual(['C5'])
        } else expect(view(after)).toMatchObject({ confirming: false, sending: true, conflicts: [] })
      },
      'offer.agree': ({ after }) => expect(view(after).sending).toBe(true),
      'offer.cancel': ({ after }) => expect(view(after)).toMatchObject({ confirming: false, sending: false }),
      'xstate.done.actor.sendOffer': ({ after }) => {
        expect(contextOf(after).offered).toBe('C6')
        expect(contextOf(after).draft.downline).toBe('')
        expect(after.matches('loading')).toBe(true)
      },
      'xstate.error.actor.sendOffer': ({ before, after }) => {
        expect(view(after).failure?.code).toBe('contract_pending')
        expect(contextOf(after).draft).toEqual(contextOf(before).draft)
      },
      'contract.terminate': ({ after }) => expect(view(after).sending).toBe(true),
      'xstate.done.actor.terminate': ({ after }) => expect(after.matches('loading')).toBe(true),
      'xstate.error.actor.terminate': ({ after }) =>
        expect(view(after).failure?.code).toBe('invalid_contract_action'),
    },
  })
})

testTransitionCoverage(contractOfferMachine)
