import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { provideLogin, provideLoginSms, readRememberedLogin } from './login.provide'
import type { LoginAudience } from './login.types'

/** A login form's actor (member or agent side), bound to the portal. Needs boot to have reached normal status. */
export function createLogin(portal: Portal, audience: LoginAudience = 'member') {
  const { deps } = portal
  return createActor(provideLogin(deps), {
    input: { flags: deps.flags(), audience, remembered: readRememberedLogin(deps.cookies) },
    ...deps.actorOptions,
  })
}

/** The SMS code button of the login form's sms mode. */
export function createLoginSms(portal: Portal) {
  return createActor(provideLoginSms(portal.deps.api), {
    input: { route: 'sms' },
    ...portal.deps.actorOptions,
  })
}
