import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { ApiError } from '../../api/errors'
import type { MemberProfile } from '../../api/schemas/member-centre'
import type { RegisterRules } from '../../api/schemas/system'
import { networkDown } from '../../testing/fixtures'
import { checkMachine, visited } from '../../testing/machine-property'
import { profileRecord, validateProfile } from '../profile/profile.rules'
import { validateBindMobile, validateFundPassword } from '../security/security.rules'
import { flowFailure } from '../shared/failure'
import { memberFormMachine } from './member-form.machine'
import type { FormRecord, MemberFormContext, MemberFormInput } from './member-form.types'

/** Saves announced to the rest of the portal (`afterSave`), and how many of them a check has accounted for. */
let saves = 0
let judged = 0
const machine = memberFormMachine.provide({ actions: { afterSave: () => void saves++ } })

const refusal = new ApiError({
  kind: 'business',
  endpoint: 'changeWithdrawPassword',
  code: 'wrong_fund_password',
  value: { field: 'oldPassword' },
})

/** Random typing into the form's fields, a submit, a retry, or the whole form filled well and submitted. */
function eventsFor(fields: Record<string, readonly string[]>) {
  const names = Object.keys(fields)
  const good = names.map((field) => ({ type: 'form.change', field, value: fields[field]?.[0] ?? '' }))
  return fc.oneof(
    fc.record({
      type: fc.constant('form.change'),
      field: fc.constantFrom(...names),
      value: fc.oneof(
        fc.constantFrom('', ' ', ...Object.values(fields).flat()),
        fc.string({ maxLength: 12 }),
      ),
    }),
    fc.constantFrom<AnyEventObject>({ type: 'form.submit' }, { type: 'form.retry' }),
    fc.constant<readonly AnyEventObject[]>([...good, { type: 'form.submit' }]),
  )
}

const fundPassword = {
  name: 'fund password (no load, emptied on save)',
  input: {
    fields: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validate: validateFundPassword,
    loads: false,
    clearOnSave: true,
  },
  samples: {
    oldPassword: ['246810'],
    newPassword: ['135790', '12ab'],
    confirmNewPassword: ['135790', '1357'],
  },
  loaded: null,
}

const record: FormRecord = {
  fields: { mobileNum: '0912345678', verificationCode: '' },
  meta: { bound: false },
}
const bindMobile = {
  name: 'mobile binding (loaded first, kept on save)',
  input: {
    fields: { mobileNum: '', verificationCode: '' },
    validate: validateBindMobile,
    loads: true,
    clearOnSave: false,
  },
  samples: { mobileNum: ['0912345678', '12'], verificationCode: ['123456'] },
  loaded: record,
}

/** The profile as the server has it: nothing set yet, so every field is editable (the real name once). */
const profileLoaded = profileRecord(
  { account: 'member01', nickname: '', payeeName: '', birthday: '', email: '' } as unknown as MemberProfile,
  {} as RegisterRules,
  null,
)
const profile = {
  name: 'profile (loaded first, the stored profile back on save)',
  input: { fields: {}, validate: validateProfile, loads: true, clearOnSave: false },
  samples: {
    nickname: ['Night Owl'],
    payeeName: ['Chen Wei'],
    birthday: ['1990-01-31', '31/01/1990'],
    email: ['owl@example.test', 'not-mail'],
  },
  loaded: profileLoaded,
}

/** The codes the rules give (issues from the shared sign-up rules: required, pattern, mismatch, …). */
const codesOf = (errors: MemberFormContext['fieldErrors']) =>
  Object.values(errors).map((issue) => issue?.code)

describe.each([fundPassword, bindMobile, profile])(
  'member form properties: $name',
  ({ input, samples, loaded }) => {
    test('errors are the rules own, a save is one request per valid submit, a failed save keeps what was typed', async () => {
      const validate = (input as MemberFormInput).validate
      const visits = await checkMachine({
        machine,
        input,
        events: eventsFor(samples),
        outputs: { load: [loaded], save: [null, loaded] },
        errors: { load: [networkDown], save: [refusal, networkDown] },
        start: () => {
          saves = 0
          judged = 0
        },
        check: ({ step, before, after, started, pending, answered }) => {
          const was = before.context as MemberFormContext
          const is = after.context as MemberFormContext
          const submitted =
            step.kind === 'send' && step.event.type === 'form.submit' && before.matches('editing')
          // Judged only where a submit counts (editing): a form that loads first has no rules before that.
          const valid = submitted && Object.keys(validate(was.fields, was.meta)).length === 0
          // Never two calls at once; never a call without a submit (or a load's retry).
          expect(pending.length).toBeLessThanOrEqual(1)
          const saved = started.filter((call) => call.id === 'save')
          if (step.kind === 'send' && step.batch) {
            // A filled-in form: judged only for its count, the last event being the submit.
            expect(saved.length).toBeLessThanOrEqual(1)
          } else {
            expect(saved.length).toBe(submitted && valid ? 1 : 0)
            for (const call of saved) expect(call.input).toEqual({ fields: was.fields, meta: was.meta })
            // A refused submit: the rules' own errors beside the fields, what was typed untouched.
            if (submitted && !valid) {
              expect(is.fieldErrors).toEqual(validate(was.fields, was.meta))
              expect(codesOf(is.fieldErrors).every((code) => typeof code === 'string')).toBe(true)
              expect(Object.keys(is.fieldErrors).every((field) => field in was.fields)).toBe(true)
              expect(is.fields).toEqual(was.fields)
              expect(after.matches('editing')).toBe(true)
            }
          }
          if (started.some((call) => call.id === 'load'))
            expect(step.kind === 'send' && step.event.type === 'form.retry').toBe(true)
          if (answered?.id === 'save' && !answered.ok) {
            // Failed: everything typed kept, the server's reason (and the field it blames) shown.
            expect(is.fields).toEqual(was.fields)
            expect(is.failure).toEqual(flowFailure(answered.value))
            expect(is.saved).toBe(false)
            expect(after.matches('editing')).toBe(true)
          }
          if (answered?.id === 'save' && answered.ok) {
            expect(is.saved).toBe(true)
            if (input.clearOnSave) expect(is.fields).toEqual(input.fields)
            else if (answered.value) expect(is.fields).toEqual((answered.value as FormRecord).fields)
            else expect(is.fields).toEqual(was.fields)
          }
          // Only a change in editing moves a field; a change clears the last save's mark and failure.
          if (step.kind === 'send' && !step.batch && step.event.type === 'form.change') {
            if (before.matches('editing')) {
              expect(is.fields).toEqual({ ...was.fields, [step.event.field]: step.event.value })
              expect(is).toMatchObject({ saved: false, failure: null })
            } else expect(is.fields).toEqual(was.fields)
          }
          // The rest of the portal is told once per save that went through, never for a failed one.
          expect(saves - judged).toBe(answered?.id === 'save' && answered.ok ? 1 : 0)
          judged = saves
        },
      })
      expect(visited(visits, 'saving')).toBe(true)
    }, 180_000)
  },
)
