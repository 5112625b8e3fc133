import { createActor, fromCallback, fromPromise } from 'xstate'
import { vipBenefits, vipNearbyLevels, vipProgress, vipRule } from '../../api/rows/vip'
import type { Portal } from '../../create-portal'
import { vipMachine } from './vip.machine'
import type { VipEvent } from './vip.types'

/** The VIP page's flow bound to the club's four calls (asked together) and the member's events; its screen owns it. */
export function createVip(portal: Portal) {
  const { api } = portal.deps
  const machine = vipMachine.provide({
    actors: {
      loadVip: fromPromise(async ({ signal }) => {
        const [progress, rule, nearby, benefits] = await Promise.all([
          api.call(vipProgress, undefined, { signal }),
          api.call(vipRule, undefined, { signal }),
          api.call(vipNearbyLevels, undefined, { signal }),
          api.call(vipBenefits, undefined, { signal }),
        ])
        return { progress, rule, nearby: nearby.levels, benefits: benefits.levels }
      }),
      // Play and deposits move the level: whatever moved the member's money may have moved it too.
      followMoney: fromCallback<VipEvent>(({ sendBack }) =>
        portal.events.listen(['money.moved', 'member.resync'], () => sendBack({ type: 'vip.refresh' })),
      ),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
