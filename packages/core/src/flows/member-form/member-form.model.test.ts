import { beforeEach, describe, expect, test } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { networkDown } from '../../testing/fixtures'
import { modelEdges, type RuleStep, replay, testModel, testTransitionCoverage } from '../../testing/model'
import { validateFundPassword } from '../security/security.rules'
import { flowFailure } from '../shared/failure'
import { memberFormMachine } from './member-form.machine'
import type { FormRecord, MemberFormContext } from './member-form.types'

/** Saves announced (`afterSave`), with the context they were announced from: a rule finds its own step's. */
const announced: unknown[] = []
const machine = memberFormMachine.provide({
  actions: { afterSave: ({ context }) => void announced.push(context) },
})
beforeEach(() => {
  announced.length = 0
})

const contextOf = (snapshot: { context: unknown }) => snapshot.context as MemberFormContext

/** The step left the state `value`, changed the context by `changes` only and said nothing. */
function only(step: RuleStep, value: string, changes: Partial<MemberFormContext> = {}) {
  expect(step.after.value).toBe(value)
  expect(contextOf(step.after)).toEqual({ ...contextOf(step.before), ...changes })
  expect(step.emitted).toEqual([])
  expect(announced).not.toContain(step.after.context)
}

/** What each transition must do (spec §7 member centre forms), on every path's last step. */
const rules: Record<string, (step: RuleStep) => void> = {
  'xstate.done.actor.load': (step) => {
    const { fields, meta } = (step.event as AnyEventObject & { output: FormRecord }).output
    only(step, 'editing', { fields, meta })
  },
  'xstate.error.actor.load': (step) => {
    const error = (step.event as AnyEventObject & { error: unknown }).error
    only(step, 'failed', { failure: flowFailure(error), fieldErrors: {} })
  },
  'form.retry': (step) => only(step, 'loading'),
  'form.change': (step) => {
    const { field, value } = step.event as AnyEventObject & { field: string; value: string }
    // What is typed is kept as typed; the last save's mark and failure go.
    only(step, 'editing', {
      fields: { ...contextOf(step.before).fields, [field]: value },
      saved: false,
      failure: null,
    })
  },
  'form.submit': (step) => {
    const { fields, meta, validate } = contextOf(step.before)
    const errors = validate(fields, meta)
    // Refused beside the fields with the rules' own codes and no request; else one save.
    if (Object.keys(errors).length > 0) only(step, 'editing', { fieldErrors: errors })
    else only(step, 'saving', { fieldErrors: {}, failure: null, saved: false })
  },
  'xstate.done.actor.save': (step) => {
    const before = contextOf(step.before)
    const output = (step.event as AnyEventObject & { output: FormRecord | null }).output
    // Saved; a password form is emptied; the rest of the portal is told once.
    expect(step.after.value).toBe('editing')
    expect(contextOf(step.after)).toEqual({
      ...before,
      saved: true,
      ...(output ? { fields: output.fields, meta: output.meta } : {}),
      ...(before.clearOnSave ? { fields: before.emptyFields } : {}),
    })
    expect(step.emitted).toEqual([])
    expect(announced.filter((context) => context === step.after.context)).toHaveLength(1)
  },
  'xstate.error.actor.save': (step) => {
    const error = (step.event as AnyEventObject & { error: unknown }).error
    // Everything typed kept, with the server's reason (and the field it blames).
    only(step, 'editing', { failure: flowFailure(error), fieldErrors: {} })
  },
}

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
    rules,
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
    rules,
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
