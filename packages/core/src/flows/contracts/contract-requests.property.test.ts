import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectContractRequests } from './contract-requests.connect'
import { contractRequestsMachine } from './contract-requests.machine'
import type { AnswerInput, RequestsContext } from './contract-requests.types'
import { contractFixture } from './contracts.fixtures'

const events = fc.constantFrom(
  { type: 'contracts.refresh' },
  { type: 'contract.sign' },
  { type: 'contract.reject' },
  { type: 'contract.terminate' },
  { type: 'contract.later' },
)

describe('contract request properties over random answers and refreshes', () => {
  test('one answer at a time, for the shown request; sign only an offer, confirm only a termination', async () => {
    const visits = await checkMachine({
      machine: contractRequestsMachine,
      events,
      keepActors: ['watchRealtime'],
      waits: [1000],
      outputs: {
        checkEnabled: [true, true, false],
        loadRequests: [
          { requests: [contractFixture('C1'), contractFixture('C2', 'terminating', 'dividend')] },
          { requests: [contractFixture('C3', 'terminating', 'realTimeSalary')] },
          { requests: [] },
        ],
        answerRequest: [{ id: 'C1' }],
      },
      errors: {
        loadRequests: [new ApiError({ kind: 'network', endpoint: 'consolidatedFunds' })],
        answerRequest: [new ApiError({ kind: 'network', endpoint: 'dailySalaryContract' })],
      },
      check: ({ before, after, started, pending }) => {
        const was = before.context as RequestsContext
        expect(pending.filter((call) => call.id === 'answerRequest').length).toBeLessThanOrEqual(1)
        for (const call of started.filter((one) => one.id === 'answerRequest')) {
          const input = call.input as AnswerInput
          const shown = was.requests[0]
          expect(input.contractId).toBe(shown?.id)
          expect(input.kind).toBe(shown?.kind)
          if (input.action === 'sign') expect(shown?.status).toBe('offered')
          if (input.action === 'terminate') expect(shown?.status).toBe('terminating')
        }
        // Off stays off: a trial account or AGENTPOLICY3 off never loads anything.
        if (before.matches('off')) expect(started).toEqual([])
        const view = connectContractRequests(after as never)
        if (view.open) expect(view.current?.id).toBe((after.context as RequestsContext).requests[0]?.id)
      },
    })
    expect(visited(visits, '"on":"sending"')).toBe(true)
    expect(visited(visits, '"off"')).toBe(true)
  }, 300_000)
})
