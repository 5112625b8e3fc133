import { fromPromise, waitFor } from 'xstate'
import { freePlayLogin, launchGame, merchantWallet, startGame } from '../../api/endpoints'
import { ApiError, isApiError } from '../../api/errors'
import { catalogueCacheKeys } from '../../catalogue/cache-keys'
import { cachedCall } from '../../catalogue/session-cache'
import type { FlowDeps } from '../../create-portal'
import { launchUrl } from '../../domain/cdn'
import { frameRefusal, frameUrl } from '../../domain/frame-url'
import { connectSession } from '../session/session.connect'
import { gameLaunchMachine } from './game-launch.machine'
import { freePlaySecret } from './game-launch.rules'
import type { LaunchCallInput, LaunchViewer } from './game-launch.types'

export type GameLaunchDeps = Pick<
  FlowDeps,
  'api' | 'session' | 'events' | 'flags' | 'cdns' | 'random' | 'encryptText' | 'pageOrigin' | 'sessionStore'
> & { merchantCode: string }

/** Off before boot has read the white-label flags. */
function freePlayOn(deps: GameLaunchDeps): boolean {
  try {
    return deps.flags().FREEPLAY3
  } catch {
    return false
  }
}

/** The launch's request: the card's codes, and `freeTrial: 1` for a free trial (docs/api.md). */
function launchRequest({ target, mode }: LaunchCallInput) {
  return {
    vassalage: target.vassalage,
    gameType: target.gameType,
    ...(target.gameCode ? { gameCode: target.gameCode } : {}),
    ...(mode === 'trial' ? { freeTrial: 1 } : {}),
  }
}

/**
 * A refusal for too little balance learns the merchant's wallet mode (cached for the visit), so the launcher
 * offers a transfer only where there are vendor wallets to transfer from. Always rethrows.
 */
async function withWalletMode(error: unknown, deps: GameLaunchDeps, signal: AbortSignal): Promise<never> {
  if (!isApiError(error) || error.code !== 'insufficient_balance') throw error
  const singleWallet = await cachedCall(
    deps,
    catalogueCacheKeys.merchantWallet,
    merchantWallet,
    { merchantCode: deps.merchantCode },
    { signal },
  ).then(
    (answer) => answer.isSingle,
    () => false,
  )
  const value = typeof error.value === 'object' && error.value !== null ? error.value : {}
  throw new ApiError({ ...error.toFailure(), value: { ...value, singleWallet } })
}

/** The game-launch machine bound to the API, the session and the ports. */
export function provideGameLaunch(deps: GameLaunchDeps) {
  return gameLaunchMachine.provide({
    actors: {
      whoIsAsking: fromPromise(async ({ signal }): Promise<LaunchViewer> => {
        const freePlay = freePlayOn(deps)
        const session = deps.session()
        if (!session) return { access: 'anonymous', freePlay }
        // A stored token is still being checked: answer for the member it turns out to be.
        const settled = await waitFor(session, (s) => !s.matches('restoring') && !s.matches('loading'), {
          signal,
        })
        const view = connectSession(settled)
        return { access: !view.isLogin ? 'anonymous' : view.isTrial ? 'trial' : 'member', freePlay }
      }),
      freePlayLogin: fromPromise(async ({ signal }) => {
        const Encryption = await deps.encryptText(freePlaySecret(deps.random), signal)
        return deps.api.call(freePlayLogin, { os: 'WEB', platform: 'W', Encryption }, { signal })
      }),
      launch: fromPromise(async ({ input, signal }) => {
        const row = input.call === 'startGame' ? startGame : launchGame
        const { url } = await deps.api
          .call(row, launchRequest(input), { signal })
          .catch((error: unknown) => withWalletMode(error, deps, signal))
        // The game popup frames only an address on the allowed hosts; any other is refused, never opened.
        const framed = frameUrl(launchUrl(url, deps), deps)
        if (!framed)
          throw new ApiError({ kind: 'invalid-response', endpoint: row.name, code: frameRefusal(deps) })
        return { url: framed }
      }),
    },
    actions: {
      startSession: (_, { token }) => deps.session()?.send({ type: 'session.start', token }),
      announceMoneyMoved: () => deps.events.announce({ type: 'money.moved', cause: 'game' }),
    },
  })
}
