import { createActor, fromCallback, fromPromise } from 'xstate'
import {
  convertPoint,
  pointBalance,
  pointConfig,
  pointRewards,
  pointTransactions,
  redeemPointRecords,
  redeemPointReward,
} from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { pointsMallMachine } from './points-mall.machine'
import type { PointsMallEvent } from './points-mall.types'

const firstPage = { pageNum: 1, pageSize: 20 }

/** The points mall bound to the API and, for a member, to the member's events; its screen owns it. */
export function createPointsMall(portal: Portal) {
  const { api } = portal.deps
  // The token, as the page's `hasToken`: the flow is made again when it comes or goes.
  const signedIn = portal.deps.session()?.getSnapshot().context.token != null
  const machine = pointsMallMachine.provide({
    actors: {
      loadMall: fromPromise(async ({ input, signal }) => {
        const [rewards, config] = await Promise.all([
          api.call(pointRewards, {}, { signal }),
          api.call(pointConfig, undefined, { signal }),
        ])
        if (!input.signedIn)
          return { rewards: rewards.list, config, balance: null, redemptions: [], changes: [] }
        const [balance, redemptions, changes] = await Promise.all([
          api.call(pointBalance, undefined, { signal }),
          api.call(redeemPointRecords, firstPage, { signal }),
          api.call(pointTransactions, firstPage, { signal }),
        ])
        return {
          rewards: rewards.list,
          config,
          balance,
          redemptions: redemptions.content,
          changes: changes.content,
        }
      }),
      // Exactly one request each: neither is a read, so the transport never repeats them.
      redeemReward: fromPromise(({ input, signal }) => api.call(redeemPointReward, input, { signal })),
      convertPoints: fromPromise(async ({ input, signal }) => {
        const answer = await api.call(convertPoint, input, { signal })
        portal.events.announce({ type: 'money.moved', cause: 'redeem' })
        return answer
      }),
      watchChanges: fromCallback<PointsMallEvent>(({ sendBack }) => {
        if (!signedIn) return undefined
        return portal.events.listen(['points.changed', 'member.resync'], () =>
          sendBack({ type: 'points.changed' }),
        )
      }),
    },
  })
  return createActor(machine, {
    input: { signedIn, random: portal.deps.random },
    ...portal.deps.actorOptions,
  })
}
