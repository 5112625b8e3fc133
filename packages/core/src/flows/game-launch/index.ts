export { createGameLaunch, gameLaunchFlow } from './create-game-launch'
export {
  connectGameLaunch,
  type GameLaunchIntents,
  type GameLaunchSnapshot,
  type GameLaunchView,
  gameLaunchIntents,
  realAccountDialog,
} from './game-launch.connect'
export { gameLaunchMachine } from './game-launch.machine'
export { type GameLaunchDeps, provideGameLaunch } from './game-launch.provide'
export {
  freePlaySecret,
  gameListCenterPath,
  type LaunchRoute,
  launchRoute,
  offersFreeTrial,
} from './game-launch.rules'
export type {
  GameLaunchContext,
  GameLaunchEvent,
  LaunchCallInput,
  LaunchedGame,
  LaunchMode,
  LaunchRemedy,
  LaunchTarget,
  LaunchViewer,
} from './game-launch.types'
