import { createActor, fromPromise } from 'xstate'
import { referralDetails, referralList, referralRules } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { referralMachine } from './referral.machine'
import { referralRecord } from './referral.rules'

/** The invite-friends page bound to the API: details (code, income), the invitees and the rules at once. */
export function createReferral(portal: Portal) {
  const { api } = portal.deps
  const machine = referralMachine.provide({
    actors: {
      loadReferral: fromPromise(async ({ signal }) => {
        const [details, invitees, rules] = await Promise.all([
          api.call(referralDetails, undefined, { signal }),
          api.call(referralList, undefined, { signal }),
          api.call(referralRules, undefined, { signal }),
        ])
        return referralRecord({ details, invitees, rules })
      }),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
