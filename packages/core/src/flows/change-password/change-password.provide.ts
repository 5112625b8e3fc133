import { type ActorRefFrom, fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import { changePassword } from '../../api/endpoints'
import type { MemberEvents } from '../../events/member-events'
import type { sessionMachine } from '../session/session.machine'
import { changePasswordMachine } from './change-password.machine'

export interface ChangePasswordDeps {
  api: ApiClient
  /** The portal's session actor: told that a forced change is over. */
  session: () => ActorRefFrom<typeof sessionMachine> | undefined
  /** The member's events port: the change is announced, and the session reloads the member. */
  events: MemberEvents
}

/** The change-password machine bound to the API and the session. */
export function provideChangePassword(deps: ChangePasswordDeps) {
  return changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise(({ input, signal }) => deps.api.call(changePassword, input, { signal })),
    },
    actions: {
      reloadMember: () => {
        deps.session()?.send({ type: 'session.passwordChanged' })
        deps.events.announce({ type: 'member.changed', cause: 'password' })
      },
    },
  })
}
