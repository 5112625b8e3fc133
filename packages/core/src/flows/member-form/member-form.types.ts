import type { FieldErrors } from '../../validation/issues'
import type { FlowFailure } from '../shared/failure'

export type FormFields = Record<string, string>

/** What a load (or a save that answers the stored record) gives the form: its fields and anything else. */
export interface FormRecord<Meta = unknown> {
  fields: FormFields
  meta: Meta
}

export interface MemberFormInput {
  /** The fields the form starts with (before a load, the empty ones). */
  fields: FormFields
  /** Pure rules: fields → one problem per field. */
  validate: (fields: FormFields, meta: unknown) => FieldErrors
  /** True: load the record first (the profile); false: start editing (a password form). */
  loads: boolean
  /** Empty every field after a save (passwords are never kept). */
  clearOnSave: boolean
}

export interface MemberFormContext {
  fields: FormFields
  /** What the last load or save answered besides the fields (the profile's read-only parts). */
  meta: unknown
  validate: MemberFormInput['validate']
  clearOnSave: boolean
  loadsFirst: boolean
  emptyFields: FormFields
  fieldErrors: FieldErrors
  failure: FlowFailure | null
  /** The last save went through and nothing was typed since. */
  saved: boolean
}

export type MemberFormEvent =
  | { type: 'form.change'; field: string; value: string }
  | { type: 'form.submit' }
  | { type: 'form.retry' }

/** What a save receives: the fields as typed and the record's other parts as loaded. */
export interface SaveInput {
  fields: FormFields
  meta: unknown
}
