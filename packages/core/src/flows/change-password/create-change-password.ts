import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { provideChangePassword } from './change-password.provide'

/** The change-password form; `knownOldPassword` comes from a forced change right after login. */
export function createChangePassword(portal: Portal, knownOldPassword: string | null = null) {
  return createActor(provideChangePassword(portal.deps), {
    input: { knownOldPassword },
    ...portal.deps.actorOptions,
  })
}
