import { describe, test } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { networkDown } from '../../testing/fixtures'
import { modelEdges, replay, testModel, testTransitionCoverage } from '../../testing/model'
import { validateFundPassword } from '../security/security.rules'
import { memberFormMachine } from './member-form.machine'
import type { MemberFormContext } from './member-form.types'

const machine = memberFormMachine.provide({ actions: { afterSave: () => {} } })

/** Fill the empty fields one at a time (a bad value and a good one), and submit at any point. */
function userEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { fields } = snapshot.context as MemberFormContext
  const events: AnyEventObject[] = [{ type: 'form.submit' }, { type: 'form.retry' }]
  const empty = Object.keys(fields).find((field) => fields[field] === '')
  if (empty)
    events.push(
      { type: 'form.change', field: empty, value: '12ab' },
      { type: 'form.change', field: empty, value: '135790' },
    )
  return events
}

const refusal = new ApiError({
  kind: 'business',
  endpoint: 'changeWithdrawPassword',
  code: 'wrong_fund_password',
  value: { field: 'oldPassword' },
})

// A form that loads first walks every state; one that does not only skips `loading` and `failed`.
describe('member form model', () => {
  testModel(machine, {
    events: userEvents,
    input: {
      fields: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
      validate: validateFundPassword,
      loads: true,
      clearOnSave: true,
    },
    outputs: {
      load: [{ fields: { oldPassword: '', newPassword: '', confirmNewPassword: '' }, meta: null }],
      save: [null],
    },
    errors: { load: [networkDown], save: [refusal, networkDown] },
  })
})

// It reaches neither `loading` nor `failed`, so its paths are replayed without the every-state check.
describe('member form model, a form that does not load', () => {
  const options = {
    events: userEvents,
    input: {
      fields: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
      validate: validateFundPassword,
      loads: false,
      clearOnSave: false,
    },
    outputs: { save: [null] },
    errors: { save: [refusal, networkDown] },
  }
  const edges = modelEdges(machine, options)
  test.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const actor = await replay(machine, edge, options)
    actor.stop()
  })
})

testTransitionCoverage(machine)
