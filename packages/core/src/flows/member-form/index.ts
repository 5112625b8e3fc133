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
  MemberFormContext,
  MemberFormEvent,
  MemberFormInput,
  SaveInput,
} from './member-form.types'
