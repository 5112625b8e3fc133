import type { SnapshotFrom } from 'xstate'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { RaffleContext, RaffleEvent, raffleMachine } from './raffle.machine'

export type RaffleSnapshot = SnapshotFrom<typeof raffleMachine>

export interface RaffleView extends Pick<RaffleContext, 'drawn' | 'drawFailure' | 'failure'> {
  status: 'loading' | 'ready' | 'failed'
  tickets: number
  draws: NonNullable<RaffleContext['raffle']>['draws']
  canDraw: boolean
  drawing: boolean
}

function viewOfRaffle(snapshot: RaffleSnapshot | undefined): RaffleView {
  const context = snapshot?.context
  const raffle = context?.raffle ?? null
  return {
    status: raffle ? 'ready' : snapshot?.matches('failed') ? 'failed' : 'loading',
    tickets: raffle?.tickets ?? 0,
    draws: raffle?.draws ?? [],
    canDraw: (snapshot?.matches('ready') ?? false) && (raffle?.tickets ?? 0) > 0,
    drawing: snapshot?.matches('drawing') ?? false,
    drawn: context?.drawn ?? null,
    drawFailure: context?.drawFailure ?? null,
    failure: snapshot?.matches('failed') ? (context?.failure ?? null) : null,
  }
}

export const raffleIntents = /* @__PURE__ */ defineIntents((send: Send<RaffleEvent>) => ({
  draw: () => send({ type: 'raffle.draw' }),
  retry: () => send({ type: 'raffle.retry' }),
}))

export type RaffleIntents = ReturnType<typeof raffleIntents>

/** Snapshot → the raffle section's view-model with its intents. Pure. */
export const connectRaffle: Connect<RaffleSnapshot | undefined, RaffleEvent, RaffleView & RaffleIntents> =
  /* @__PURE__ */ defineConnect(viewOfRaffle, raffleIntents)
