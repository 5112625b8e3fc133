import type { SnapshotFrom } from 'xstate'
import type { ApiErrorKind } from '../../api/errors'
import type { LiveMatch } from '../../api/schemas/sports'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { sportsLiveMachine } from './sports-live.machine'
import type { SportsLiveEvent } from './sports-live.types'

export type SportsLiveSnapshot = SnapshotFrom<typeof sportsLiveMachine>

export interface SportsLiveView {
  /** `loading` only until the first board arrives; a later read keeps the board shown. */
  status: 'loading' | 'ready' | 'failed'
  /** Matches still playing or at the break first, then those just finished; each by kick-off. */
  matches: LiveMatch[]
  /** The pushes are coming in; false while the connection is down or the portal has none. */
  live: boolean
  failure: ApiErrorKind | null
}

const finished = (match: LiveMatch) => (match.state === 'FULL_TIME' ? 1 : 0)

function viewOfSportsLive(snapshot: SportsLiveSnapshot | undefined): SportsLiveView {
  if (!snapshot) return { status: 'loading', matches: [], live: false, failure: null }
  const { context } = snapshot
  const failed = snapshot.matches({ board: 'failed' })
  const hasBoard = snapshot.matches({ board: 'ready' }) || context.matches.length > 0
  return {
    status: failed && context.matches.length === 0 ? 'failed' : hasBoard ? 'ready' : 'loading',
    matches: context.matches.toSorted((a, b) => finished(a) - finished(b) || a.kickOff - b.kickOff),
    live: snapshot.matches({ link: { connected: 'live' } }),
    failure: failed ? (context.failure?.kind ?? 'network') : null,
  }
}

export const sportsLiveIntents = /* @__PURE__ */ defineIntents((send: Send<SportsLiveEvent>) => ({
  retry: () => send({ type: 'sports.retry' }),
}))

export type SportsLiveIntents = ReturnType<typeof sportsLiveIntents>

/** Snapshot → the live board's view-model with its intents. Pure; no snapshot reads as loading. */
export const connectSportsLive: Connect<
  SportsLiveSnapshot | undefined,
  SportsLiveEvent,
  SportsLiveView & SportsLiveIntents
> = /* @__PURE__ */ defineConnect(viewOfSportsLive, sportsLiveIntents)
