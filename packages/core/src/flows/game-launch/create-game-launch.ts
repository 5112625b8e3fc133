import { createActor } from 'xstate'
import type { Portal } from '../../create-portal'
import { defineSharedFlow } from '../../registry/shared-flow'
import { provideGameLaunch } from './game-launch.provide'

/** The portal's one game launcher: every PLAY NOW, vendor button and FREE TRIAL sends it `launch.request`. */
export function createGameLaunch(portal: Portal) {
  return createActor(
    provideGameLaunch({ ...portal.deps, merchantCode: portal.brand.merchantCode }),
    portal.deps.actorOptions,
  )
}

export const gameLaunchFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'gameLaunch',
  // The game being played is the player's: a sign-out (a time-out taken elsewhere) or another member closes it.
  lifetime: 'member',
  create: createGameLaunch,
})
