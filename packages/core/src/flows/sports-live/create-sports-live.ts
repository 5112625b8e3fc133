import { createActor, fromCallback, fromPromise } from 'xstate'
import { sportsLive } from '../../api/rows/sports'
import type { MatchScore } from '../../api/schemas/sports'
import type { Portal } from '../../create-portal'
import { topicConnection } from '../realtime/realtime.connection'
import { sportsLiveMachine } from './sports-live.machine'
import { readMatchScore } from './sports-live.messages'
import type { SportsLiveEvent } from './sports-live.types'

/**
 * The live board bound to the API and the real-time channel. The public topic needs no member: the connection
 * goes without a token, so a visitor sees the scores move too.
 */
export function createSportsLive(portal: Portal) {
  const { deps } = portal
  const channel = deps.realtime
  const logic = sportsLiveMachine.provide({
    actors: {
      loadBoard: fromPromise(
        async ({ signal }) => (await deps.api.call(sportsLive, undefined, { signal })).matches,
      ),
      connection: channel
        ? topicConnection<MatchScore, SportsLiveEvent>(
            channel,
            () => ({ merchant: portal.brand.merchantCode, customerId: '', token: '' }),
            readMatchScore,
          )
        : fromCallback<SportsLiveEvent, { topic: string }>(({ sendBack }) => {
            sendBack({ type: 'channel.unavailable' })
          }),
    },
  })
  return createActor(logic, { input: { random: deps.random }, ...deps.actorOptions })
}
