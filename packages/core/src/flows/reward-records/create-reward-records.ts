import { createActor, fromPromise } from 'xstate'
import { promoReward, promotionClaimList, recentRewards } from '../../api/rows/reward-records'
import type { Portal } from '../../create-portal'
import { claimsPerPage, rewardRecordsMachine } from './reward-records.machine'

/** The reward centre's records bound to the API; its screen owns it. */
export function createRewardRecords(portal: Portal) {
  const { api } = portal.deps
  const machine = rewardRecordsMachine.provide({
    actors: {
      loadRecords: fromPromise(async ({ input, signal }) => {
        const [claims, recent] = await Promise.all([
          api.call(promotionClaimList, { page: input.page, size: claimsPerPage }, { signal }),
          api.call(recentRewards, undefined, { signal }),
        ])
        return { claims, recent }
      }),
      loadReward: fromPromise(async ({ input, signal }) =>
        api.call(promoReward, { promotionId: input.promotionId }, { signal }),
      ),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
