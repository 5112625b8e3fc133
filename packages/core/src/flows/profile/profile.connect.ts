import { connectMemberForm, type MemberFormSnapshot } from '../member-form/member-form.connect'
import type { MemberFormEvent } from '../member-form/member-form.types'
import type { Send } from '../shared/intents'
import type { ProfileMeta } from './profile.rules'

/** The profile form's view-model: the member form's, with the profile's own parts typed. Pure. */
export function connectProfile(snapshot: MemberFormSnapshot | undefined, send?: Send<MemberFormEvent>) {
  return connectMemberForm<ProfileMeta>(snapshot, send)
}
