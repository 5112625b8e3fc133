export { memberFailure } from './member-failure'
export {
  connectMemberForm,
  type MemberFormIntents,
  type MemberFormSnapshot,
  type MemberFormView,
  memberFormIntents,
} from './member-form.connect'
export { memberFormMachine } from './member-form.machine'
export type {
  FormFields,
  FormRecord,
  MemberFailure,
  MemberFormContext,
  MemberFormEvent,
  MemberFormInput,
  SaveInput,
} from './member-form.types'
