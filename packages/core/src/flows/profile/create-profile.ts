import { createActor, fromPromise } from 'xstate'
import { memberIcon, memberInfoV2, registerSettings, updateMemberInfo } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { memberFormMachine } from '../member-form/member-form.machine'
import type { FormRecord, SaveInput } from '../member-form/member-form.types'
import { avatarOf, type ProfileMeta, profileRecord, profileRequest, validateProfile } from './profile.rules'

/**
 * The profile page: loads the profile, the registration rules (which fields the white label offers and their
 * patterns) and the avatar; saves with `updateMemberInfo`, whose answer is the profile as stored. A save announces
 * `member.changed`: the session, the owner of identity, loads member info again, so the header shows the new
 * nickname.
 */
export function createProfile(portal: Portal) {
  const { api } = portal.deps
  const machine = memberFormMachine.provide({
    actors: {
      load: fromPromise<FormRecord, void>(async ({ signal }) => {
        const [profile, rules, icon] = await Promise.all([
          api.call(memberInfoV2, undefined, { signal }),
          api.call(registerSettings, undefined, { signal }),
          api.call(memberIcon, undefined, { signal }).catch(() => null),
        ])
        return profileRecord(profile, rules, avatarOf(icon))
      }),
      save: fromPromise<unknown, SaveInput>(async ({ input, signal }) => {
        const meta = input.meta as ProfileMeta
        const saved = await api.call(updateMemberInfo, profileRequest(input.fields, meta), { signal })
        return profileRecord(saved, meta.rules, meta.avatarUrl)
      }),
    },
    actions: { afterSave: () => portal.events.announce({ type: 'member.changed', cause: 'profile' }) },
  })
  return createActor(machine, {
    input: { fields: {}, validate: validateProfile, loads: true, clearOnSave: false },
    ...portal.deps.actorOptions,
  })
}
