export type { LiveMatch, MatchState } from '../../api/schemas/sports'
export { createSportsLive } from './create-sports-live'
export {
  connectSportsLive,
  type SportsLiveIntents,
  type SportsLiveSnapshot,
  type SportsLiveView,
  sportsLiveIntents,
} from './sports-live.connect'
export { sportsLiveMachine } from './sports-live.machine'
export type { SportsLiveContext, SportsLiveEvent } from './sports-live.types'
