import { createActor, fromPromise } from 'xstate'
import { openAccount } from '../../api/rows/agent-open'
import { registerSettings } from '../../api/rows/sign-in'
import { cachedCall } from '../../catalogue/session-cache'
import type { Portal } from '../../create-portal'
import { registerRulesCacheKey } from '../register/register.provide'
import { agentOpenMachine } from './agent-open.machine'

/** The open-account page's flow bound to the API; its screen owns it. */
export function createAgentOpen(portal: Portal) {
  const { deps } = portal
  const { api } = deps
  const machine = agentOpenMachine.provide({
    actors: {
      // The same rules, and the same cache of them for the visit, as the register form.
      loadRules: fromPromise(({ signal }) =>
        cachedCall(deps, registerRulesCacheKey, registerSettings, undefined, { signal }),
      ),
      // Exactly one request per click: the row is no read, so the transport never repeats it; the body,
      // password included, is encrypted as registration's is.
      openAccount: fromPromise(({ input, signal }) =>
        api.call(
          openAccount,
          {
            accountType: input.accountType,
            username: input.username,
            password: input.password,
            confirmPassword: input.password,
            idempotencyKey: input.key,
          },
          { signal },
        ),
      ),
    },
  })
  return createActor(machine, { input: { random: deps.random }, ...deps.actorOptions })
}
