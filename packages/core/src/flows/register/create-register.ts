import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import type { PhoneAuth } from '../../ports'
import { provideRegister } from './register.provide'
import type { RegisterSite } from './register.types'

/**
 * The register modal's actor, bound to the portal. Needs boot to have reached normal status. `site` is what the
 * app reads from its own address; `phoneAuth` takes the phone-authentication route for the SMS code.
 */
export function createRegister(portal: Portal, site: RegisterSite, phoneAuth?: PhoneAuth) {
  const { deps } = portal
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
