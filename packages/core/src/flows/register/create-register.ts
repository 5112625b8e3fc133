import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { provideRegister } from './register.provide'
import type { RegisterSite } from './register.types'

/**
 * The register modal's actor, bound to the portal. Needs boot to have reached normal status. `site` is what the
 * app reads from its own address. A portal given a phone-authentication service takes that route for the code.
 */
export function createRegister(portal: Portal, site: RegisterSite) {
  const { deps } = portal
  const { phoneAuth } = deps
  const logic = provideRegister({
    api: deps.api,
    startSession: (started) => deps.session()?.send({ type: 'session.start', ...started }),
    sessionStore: deps.sessionStore,
    botCheck: deps.botCheck,
    ...(phoneAuth ? { phoneAuth } : {}),
  })
  return createActor(logic, {
    input: {
      ...site,
      flags: deps.flags(),
      // The status call's view of the visitor picks the default dialing code.
      country: portal.actor.getSnapshot().context.status?.location.country ?? null,
      phoneAuth: phoneAuth !== undefined,
    },
    ...deps.actorOptions,
  })
}
