import { createActor, fromPromise } from 'xstate'
import { avatarChoices, changeIcon } from '../../api/rows/avatar'
import type { AvatarChoices } from '../../api/schemas/avatar'
import type { Portal } from '../../create-portal'
import type { FieldErrors } from '../../validation/issues'
import { memberFormMachine } from '../member-form/member-form.machine'
import type { FormFields, FormRecord, SaveInput } from '../member-form/member-form.types'

/** The picker's record: the chosen id as its one field, the set as its meta. */
export function avatarRecord(choices: AvatarChoices): FormRecord<AvatarChoices> {
  return { fields: { iconId: choices.current ?? '' }, meta: choices }
}

/** One of the set must be picked. */
export function validateAvatar(fields: FormFields): FieldErrors {
  return (fields.iconId ?? '') === '' ? { iconId: { code: 'required' } } : {}
}

/**
 * Choose an avatar of the platform's set (issue 32, changeIcon): loads the set and the member's choice, saves one
 * pick with one request. A save announces `member.changed`: the session, the owner of identity, loads member info
 * again, so the header and the profile show the new avatar.
 */
export function createAvatarPicker(portal: Portal) {
  const { api } = portal.deps
  const machine = memberFormMachine.provide({
    actors: {
      load: fromPromise<FormRecord, void>(async ({ signal }) =>
        avatarRecord(await api.call(avatarChoices, undefined, { signal })),
      ),
      save: fromPromise<unknown, SaveInput>(async ({ input, signal }) => {
        const iconId = input.fields.iconId ?? ''
        await api.call(changeIcon, { iconId }, { signal })
        return avatarRecord({ ...(input.meta as AvatarChoices), current: iconId })
      }),
    },
    actions: { afterSave: () => portal.events.announce({ type: 'member.changed', cause: 'avatar' }) },
  })
  return createActor(machine, {
    input: { fields: { iconId: '' }, validate: validateAvatar, loads: true, clearOnSave: false },
    ...portal.deps.actorOptions,
  })
}
