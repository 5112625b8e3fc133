import { createActor, fromPromise } from 'xstate'
import type { Portal } from '../../create-portal'
import { claimBoardMachine } from './claim-board.machine'
import type { LoadedBoard, PendingClaim } from './claim-board.types'

export interface ClaimBoardCalls<Board, Claimed> {
  load: (signal: AbortSignal) => Promise<LoadedBoard<Board>>
  claim: (claim: PendingClaim, signal: AbortSignal) => Promise<Claimed>
}

/** A claim board bound to its calls (each board's own actor, made by its page's factory); what it pays is announced as a bonus (`money.moved`). */
export function claimBoardActor<Board, Claimed>(portal: Portal, calls: ClaimBoardCalls<Board, Claimed>) {
  const machine = claimBoardMachine.provide({
    actors: {
      loadBoard: fromPromise<LoadedBoard, void>(({ signal }) => calls.load(signal)),
      claimItem: fromPromise<unknown, PendingClaim>(({ input, signal }) => calls.claim(input, signal)),
    },
    actions: { announceMoneyMoved: () => portal.events.announce({ type: 'money.moved', cause: 'bonus' }) },
  })
  return createActor(machine, { input: { random: portal.deps.random }, ...portal.deps.actorOptions })
}
