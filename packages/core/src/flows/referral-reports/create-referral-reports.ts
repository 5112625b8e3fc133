import { createActor, fromPromise } from 'xstate'
import { invitationClaimReport, inviteList, referralRanking } from '../../api/endpoints'
import type { InvitationClaimReport, InviteList, ReferralRanking } from '../../api/schemas/referral-reports'
import { resourceMachine } from '../../catalogue/resource.machine'
import type { Portal } from '../../create-portal'

/** How many invitees the page lists (the newest); the total says how many there are in all. */
export const invitesShown = 50

/** The referral page's reports, loaded together: the ranking, the newest invitees and the claim report. */
export interface ReferralReports {
  ranking: ReferralRanking
  invites: InviteList
  claims: InvitationClaimReport
}

/**
 * The referral page's reports (issue 32), a screen's own resource: loading, loaded, or failed with a retry, and
 * loaded again on refresh. Read-only: nothing here moves money.
 */
export function createReferralReports(portal: Portal) {
  const { api, deps } = portal
  const logic = resourceMachine.provide({
    actors: {
      load: fromPromise<unknown, { refresh: boolean }>(async ({ signal }) => {
        const [ranking, invites, claims] = await Promise.all([
          api.call(referralRanking, undefined, { signal }),
          api.call(inviteList, { page: 1, size: invitesShown }, { signal }),
          api.call(invitationClaimReport, undefined, { signal }),
        ])
        const reports: ReferralReports = { ranking, invites, claims }
        return reports
      }),
    },
  })
  return createActor(logic, deps.actorOptions)
}
