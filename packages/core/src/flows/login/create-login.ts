import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
import { provideLogin, provideLoginSms, readRememberedLogin } from './login.provide'
import type { LoginAudience } from './login.types'

/**
 * A login form's actor (member or agent side), bound to the portal. Needs boot's flags: asked before boot reached
 * normal status it throws `BootError('boot_not_ready')`, so a client awaits `whenBooted(portal)` first.
 */
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

/** The member login, one for the visit: the header's inline form, the popup and /login share its attempt. */
export const memberLoginFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'login.member',
  lifetime: 'visit',
  create: (portal) => createLogin(portal, 'member'),
})

/** The agent login (`/login?audience=agent`). */
export const agentLoginFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'login.agent',
  lifetime: 'visit',
  create: (portal) => createLogin(portal, 'agent'),
})

/** The login form's SMS code button, shared with the login it belongs to. */
export const loginSmsFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'login.sms',
  lifetime: 'visit',
  create: createLoginSms,
})
