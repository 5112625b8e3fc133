import { describe, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectContractRequests } from './contract-requests.connect'
import { contractRequestsMachine } from './contract-requests.machine'
import type { RequestsContext } from './contract-requests.types'
import { contractFixture } from './contracts.fixtures'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RequestsContext
const view = (snapshot: AnyMachineSnapshot) => connectContractRequests(snapshot as never)

const events = [
  { type: 'contracts.refresh' },
  { type: 'contract.sign' },
  { type: 'contract.reject' },
  { type: 'contract.terminate' },
  { type: 'contract.later' },
]

describe('contract requests model', () => {
  testModel(contractRequestsMachine, {
    events: () => events,
    keepActors: ['watchRealtime'],
    outputs: {
      checkEnabled: [true, false],
      loadRequests: [
        { requests: [contractFixture('C1'), contractFixture('C2', 'terminating')] },
        { requests: [contractFixture('C2', 'terminating')] },
        { requests: [] },
      ],
      answerRequest: [{ id: 'C1' }],
    },
    errors: {
      checkEnabled: [new Error('flags not there')],
      loadRequests: [new ApiError({ kind: 'network', endpoint: 'consolidatedFunds' })],
      answerRequest: [
        new ApiError({ kind: 'business', endpoint: 'dailySalaryContract', code: 'invalid_contract_action' }),
      ],
    },
    rules: {
      'xstate.done.actor.loadRequests': ({ event, after }) => {
        const { requests } = event.output as { requests: { id: string; status: string }[] }
        expect(view(after).open).toBe(requests.length > 0)
        expect(view(after).current?.id).toBe(requests[0]?.id)
        if (requests.length > 0)
          expect(view(after).asks).toBe(requests[0]?.status === 'offered' ? 'offer' : 'termination')
        expect(view(after).waiting).toBe(Math.max(0, requests.length - 1))
      },
      'xstate.error.actor.loadRequests': ({ after }) =>
        expect(view(after)).toMatchObject({ open: false, failure: { code: 'network' } }),
      'contracts.refresh': ({ after }) => expect(after.matches({ on: 'loading' })).toBe(true),
      'contract.sign': ({ before, after }) => {
        // Only an offer is signed.
        expect(contextOf(before).requests[0]?.status).toBe('offered')
        expect(view(after).sending).toBe('sign')
      },
      'contract.reject': ({ after }) => expect(view(after).sending).toBe('reject'),
      'contract.terminate': ({ before, after }) => {
        expect(contextOf(before).requests[0]?.status).toBe('terminating')
        expect(view(after).sending).toBe('terminate')
      },
      'contract.later': ({ after }) => expect(view(after).open).toBe(false),
      'xstate.done.actor.answerRequest': ({ after }) => {
        // Asked again: the answer may have ended other contracts too.
        expect(after.matches({ on: 'loading' })).toBe(true)
        expect(contextOf(after).answer).toBeNull()
      },
      'xstate.error.actor.answerRequest': ({ before, after }) => {
        expect(view(after)).toMatchObject({ open: true, failure: { code: 'invalid_contract_action' } })
        expect(contextOf(after).requests).toEqual(contextOf(before).requests)
      },
      'xstate.done.actor.checkEnabled': ({ event, after }) =>
        expect(after.matches('off')).toBe(event.output !== true),
      'xstate.error.actor.checkEnabled': ({ after }) => expect(after.matches('off')).toBe(true),
    },
  })
})

testTransitionCoverage(contractRequestsMachine)
