import type { SnapshotFrom } from 'xstate'
import type { FieldErrors } from '../../validation/issues'
import type { FlowFailure } from '../shared/failure'
import { defineIntents, type Send } from '../shared/intents'
import type { memberFormMachine } from './member-form.machine'
import type { FormFields, MemberFormEvent } from './member-form.types'

export type MemberFormSnapshot = SnapshotFrom<typeof memberFormMachine>

export interface MemberFormView<Meta = unknown> {
  status: 'loading' | 'failed' | 'editing' | 'saving'
  fields: FormFields
  meta: Meta | null
  /** The rules' problems, one per field. */
  fieldErrors: FieldErrors
  /** A refusal the server pinned on one field: shown beside that field. */
  fieldFailure: { field: string; failure: FlowFailure } | null
  /** A refusal that names no field, or a load that failed: shown above the button. */
  failure: FlowFailure | null
  saving: boolean
  saved: boolean
  canSubmit: boolean
}

function viewOfMemberForm<Meta>(snapshot: MemberFormSnapshot | undefined): MemberFormView<Meta> {
  if (!snapshot)
    return {
      status: 'loading',
      fields: {},
      meta: null,
      fieldErrors: {},
      fieldFailure: null,
      failure: null,
      saving: false,
      saved: false,
      canSubmit: false,
    }
  const { context } = snapshot
  const status = (['loading', 'failed', 'saving', 'editing'] as const).find((state) =>
    snapshot.matches(state),
  )
  const failure = context.failure
  const pinned = failure?.field !== undefined && failure.field in context.fields
  return {
    status: status ?? 'loading',
    fields: context.fields,
    meta: (context.meta as Meta | null) ?? null,
    fieldErrors: context.fieldErrors,
    fieldFailure: pinned && failure?.field ? { field: failure.field, failure } : null,
    failure: pinned ? null : failure,
    saving: status === 'saving',
    saved: context.saved,
    canSubmit: status === 'editing',
  }
}

export const memberFormIntents = /* @__PURE__ */ defineIntents((send: Send<MemberFormEvent>) => ({
  change: (field: string, value: string) => send({ type: 'form.change', field, value }),
  submit: () => send({ type: 'form.submit' }),
  retry: () => send({ type: 'form.retry' }),
}))

export type MemberFormIntents = ReturnType<typeof memberFormIntents>

/** Snapshot → the view-model a member-centre form renders, with its intents. Pure. */
export function connectMemberForm<Meta = unknown>(
  snapshot: MemberFormSnapshot | undefined,
  send?: Send<MemberFormEvent>,
): MemberFormView<Meta> & MemberFormIntents {
  return { ...viewOfMemberForm<Meta>(snapshot), ...memberFormIntents(send) }
}
