export {
  type ClaimBoardIntents,
  type ClaimBoardSnapshot,
  type ClaimBoardView,
  claimBoardIntents,
  viewOfClaimBoard,
} from './claim-board.connect'
export { claimBoardMachine } from './claim-board.machine'
export type { ClaimBoardContext, ClaimBoardEvent, LoadedBoard, PendingClaim } from './claim-board.types'
