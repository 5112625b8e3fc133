import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { refusal } from '../../testing/fixtures'
import { cyclingRandom, testModel, testTransitionCoverage } from '../../testing/model'
import { connectMrSalary } from './mr-salary.connect'
import { salaryInfo, salaryPayout } from './mr-salary.fixtures'
import { mrSalaryMachine } from './mr-salary.machine'
import type { MrSalaryContext } from './mr-salary.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as MrSalaryContext
const view = (snapshot: AnyMachineSnapshot) => connectMrSalary(snapshot as never)

const random = cyclingRandom()

// A valid rate (1.20 %), one above agent01's own 1.50 %, saving it, paying agent02's due day, another day.
const events = (): AnyEventObject[] => [
  { type: 'mrSalary.edit', downline: 'member01', value: '1.2' },
  { type: 'mrSalary.edit', downline: 'member01', value: '2' },
  { type: 'mrSalary.save', downline: 'member01' },
  { type: 'mrSalary.pay', downline: 'agent02' },
  { type: 'mrSalary.day', day: '2026-03-10' },
  { type: 'mrSalary.retry' },
]

describe('daily salary by member ratio model', () => {
  testModel(mrSalaryMachine.provide({ actions: { announceMoneyMoved: () => {} } }), {
    input: { random },
    events,
    outputs: {
      loadInfo: [salaryInfo],
      saveRate: [{ downline: 'member01', rate: 120 }],
      payOut: [salaryPayout],
    },
    errors: {
      loadInfo: [new ApiError({ kind: 'network', endpoint: 'mrSalaryInfo' })],
      saveRate: [
        new ApiError({ kind: 'timeout', endpoint: 'setMrSalaryRate' }),
        refusal('setMrSalaryRate', 'rate_above_own', { field: 'rate', max: 150 }),
      ],
      payOut: [
        new ApiError({ kind: 'timeout', endpoint: 'disburseMrSalary' }),
        new ApiError({ kind: 'http', endpoint: 'disburseMrSalary', status: 500 }),
        new ApiError({ kind: 'business', endpoint: 'disburseMrSalary', code: 'already_paid' }),
      ],
    },
    rules: {
      'xstate.done.actor.loadInfo': ({ after }) => {
        expect(contextOf(after).info).toEqual(salaryInfo)
        expect(view(after)).toMatchObject({ status: 'ready', canAct: true, failure: null })
        expect(view(after).rateText('agent02')).toBe(contextOf(after).drafts.agent02 ?? '1.00')
      },
      'xstate.error.actor.loadInfo': ({ after }) => {
        expect(view(after)).toMatchObject({
          status: 'loadFailed',
          canRetry: true,
          failure: { code: 'network' },
        })
      },
      'mrSalary.day': ({ after }) => {
        expect(contextOf(after)).toMatchObject({
          day: '2026-03-10',
          request: null,
          done: null,
          failure: null,
        })
        expect(after.matches('loading')).toBe(true)
      },
      'mrSalary.edit': ({ event, before, after }) => {
        expect(contextOf(after).drafts[event.downline]).toBe(event.value)
        expect(contextOf(after).rateErrors[event.downline]).toBeUndefined()
        expect(view(after).rateText(event.downline)).toBe(event.value)
        // Any change is a new action: a request kept for Retry no longer applies.
        expect(contextOf(after).request).toBeNull()
        expect(after.matches('loading')).toBe(before.matches('loading'))
      },
      'mrSalary.save': ({ before, after }) => {
        if (after.matches('saving')) {
          expect(contextOf(after).request).toEqual({ kind: 'rate', downline: 'member01', rate: 120 })
          expect(view(after)).toMatchObject({ busyWith: 'member01', canAct: false })
        } else {
          // Nothing sent: the reason beside the field, what was typed kept.
          expect(contextOf(after).rateErrors.member01).toEqual(
            contextOf(before).drafts.member01 === '2'
              ? { code: 'rate_above_own', values: { max: '1.50' } }
              : { code: 'rate.required' },
          )
          expect(contextOf(after).drafts).toEqual(contextOf(before).drafts)
        }
      },
      'mrSalary.pay': ({ before, after }) => {
        const request = contextOf(after).request
        expect(after.matches('paying')).toBe(true)
        expect(request).toMatchObject({ kind: 'pay', downline: 'agent02', day: '2026-03-17' })
        expect(request?.kind === 'pay' && request.key).toMatch(/^[a-z0-9]{24}$/)
        expect(request).not.toEqual(contextOf(before).request)
      },
      'mrSalary.retry': ({ before, after }) => {
        if (before.matches('loadFailed')) expect(after.matches('loading')).toBe(true)
        else {
          // The same action, the same key.
          expect(contextOf(after).request).toBe(contextOf(before).request)
          expect(after.matches(contextOf(after).request?.kind === 'rate' ? 'saving' : 'paying')).toBe(true)
        }
      },
      'xstate.done.actor.saveRate': ({ after }) => {
        expect(contextOf(after)).toMatchObject({
          done: { kind: 'rate', downline: 'member01', rate: 120 },
          request: null,
        })
        expect(contextOf(after).drafts.member01).toBeUndefined()
        expect(after.matches('loading')).toBe(true)
      },
      'xstate.error.actor.saveRate': ({ before, after }) => {
        const failure = contextOf(after).failure
        if (failure === null) {
          // Refused beside the field; the action is over.
          expect(contextOf(after).rateErrors.member01).toEqual({
            code: 'rate_above_own',
            values: { max: '1.50' },
          })
          expect(contextOf(after).request).toBeNull()
          expect(after.matches('ready')).toBe(true)
        } else {
          expect(contextOf(after).request).toBe(contextOf(before).request)
          expect(view(after)).toMatchObject({ status: 'failed', canRetry: true, canAct: false })
        }
      },
      'xstate.done.actor.payOut': ({ after }) => {
        expect(contextOf(after)).toMatchObject({ done: { kind: 'pay', payout: salaryPayout }, request: null })
        expect(after.matches('loading')).toBe(true)
      },
      'xstate.error.actor.payOut': ({ before, after }) => {
        const failure = contextOf(after).failure
        const shown = view(after)
        if (failure?.kind === 'business') {
          expect(failure.code).toBe('already_paid')
          expect(contextOf(after).request).toBeNull()
          expect(shown).toMatchObject({ status: 'ready', canRetry: false, canAct: true })
        } else if (failure?.kind === 'timeout') {
          // No answer: the action and its key are kept, and only Retry may send.
          expect(contextOf(after).request).toBe(contextOf(before).request)
          expect(shown).toMatchObject({ status: 'failed', canRetry: true, canAct: false })
        } else expect(shown).toMatchObject({ status: 'failed', canRetry: true, canAct: true })
      },
    },
  })
})

testTransitionCoverage(mrSalaryMachine)
