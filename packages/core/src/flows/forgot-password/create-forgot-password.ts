import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { provideForgotPassword } from './forgot-password.provide'

/** The forgot-password modal's actor, bound to the portal. Needs boot to have reached normal status. */
export function createForgotPassword(portal: Portal) {
  const { deps } = portal
  const logic = provideForgotPassword({
    api: deps.api,
    startSession: (started) => deps.session()?.send({ type: 'session.start', ...started }),
  })
  return createActor(logic, {
    input: {
      flags: deps.flags(),
      // The status call's view of the visitor picks the default dialing code.
      country: portal.actor.getSnapshot().context.status?.location.country ?? null,
    },
    ...deps.actorOptions,
  })
}
