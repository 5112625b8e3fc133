import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { provideChangePassword } from './change-password.provide'

/**
 * The change-password form. After a forced change at sign-in the session holds the old password (in memory):
 * the form then does not ask for it. A script may name it instead (`knownOldPassword`).
 */
export function createChangePassword(
  portal: Portal,
  knownOldPassword: string | null = portal.session()?.getSnapshot().context.passwordChange?.oldPassword ??
    null,
) {
  return createActor(provideChangePassword(portal.deps), {
    input: { knownOldPassword },
    ...portal.deps.actorOptions,
  })
}
