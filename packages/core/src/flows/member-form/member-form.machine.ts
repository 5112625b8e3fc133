import { assign, type DoneActorEvent, setup } from 'xstate'
import { hasErrors } from '../../validation/issues'
import type { FlowFailure } from '../shared/failure'
import { flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import type {
  FormRecord,
  MemberFormContext,
  MemberFormEvent,
  MemberFormInput,
  SaveInput,
} from './member-form.types'

const isRecord = (value: unknown): value is FormRecord =>
  typeof value === 'object' && value !== null && 'fields' in value && 'meta' in value

/**
 * One form of the member centre (profile, fund password, mobile binding): load the record when there is one,
 * edit, validate with the given rules, save with one request per submit, and keep everything typed when the
 * save fails, with the server's reason beside the field it names.
 */
export const memberFormMachine = setup({
  types: {
    context: {} as MemberFormContext,
    events: {} as MemberFormEvent,
    input: {} as MemberFormInput,
  },
  actors: {
    load: notProvided<FormRecord>('load'),
    /** Answers the stored record (the profile as saved) or nothing (a password). */
    save: notProvided<unknown, SaveInput>('save'),
  },
  actions: {
    /** Tell whoever shows a summary (the security centre, the session) that something changed. */
    afterSave: actionNotProvided('afterSave'),
    assignRecord: assign((_, record: FormRecord) => ({ fields: record.fields, meta: record.meta })),
    assignField: assign(({ context, event }) =>
      event.type === 'form.change'
        ? { fields: { ...context.fields, [event.field]: event.value }, saved: false, failure: null }
        : {},
    ),
    assignFieldErrors: assign(({ context }) => ({
      fieldErrors: context.validate(context.fields, context.meta),
    })),
    startSave: assign({ fieldErrors: {}, failure: null, saved: false }),
    assignSaved: assign(({ context }, answer: unknown) => ({
      saved: true,
      ...(isRecord(answer) ? { fields: answer.fields, meta: answer.meta } : {}),
      ...(context.clearOnSave ? { fields: context.emptyFields } : {}),
    })),
    assignFailure: assign((_, failure: FlowFailure) => ({
      failure,
      fieldErrors: {},
    })),
  },
  guards: {
    loads: ({ context }) => context.loadsFirst,
    hasFieldErrors: ({ context }) => hasErrors(context.validate(context.fields, context.meta)),
  },
}).createMachine({
  id: 'memberForm',
  context: ({ input }) => ({
    fields: input.fields,
    emptyFields: input.fields,
    meta: null,
    validate: input.validate,
    clearOnSave: input.clearOnSave,
    loadsFirst: input.loads,
    fieldErrors: {},
    failure: null,
    saved: false,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'loads', target: 'loading' }, { target: 'editing' }] },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'editing', actions: { type: 'assignRecord', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
        },
      },
    },
    failed: { on: { 'form.retry': 'loading' } },
    editing: {
      on: {
        'form.change': { actions: 'assignField' },
        'form.submit': [
          { guard: 'hasFieldErrors', actions: 'assignFieldErrors' },
          { target: 'saving', actions: 'startSave' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ fields: context.fields, meta: context.meta }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'assignSaved', params: ({ event }: { event: DoneActorEvent<unknown> }) => event.output },
            'afterSave',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
        },
      },
    },
  },
})
