import type { SnapshotFrom } from 'xstate'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { depositOrderMachine } from './deposit-order.machine'
import type { DepositOrderContext, DepositOrderEvent } from './deposit-order.types'

export type DepositOrderSnapshot = SnapshotFrom<typeof depositOrderMachine>

export interface DepositOrderView
  extends Pick<DepositOrderContext, 'typed' | 'saved' | 'issue' | 'failure' | 'chat' | 'chatFailure'> {
  saving: boolean
  linking: boolean
}

export const depositOrderIntents = /* @__PURE__ */ defineIntents((send: Send<DepositOrderEvent>) => ({
  change: (value: string) => send({ type: 'order.type', value }),
  save: () => send({ type: 'order.save' }),
  askChat: () => send({ type: 'order.chat' }),
}))

export type DepositOrderIntents = ReturnType<typeof depositOrderIntents>

function viewOfDepositOrder(snapshot: DepositOrderSnapshot | undefined): DepositOrderView {
  const context = snapshot?.context
  return {
    typed: context?.typed ?? '',
    saved: context?.saved ?? null,
    issue: context?.issue ?? null,
    failure: context?.failure ?? null,
    chat: context?.chat ?? null,
    chatFailure: context?.chatFailure ?? null,
    saving: snapshot?.matches('saving') ?? false,
    linking: snapshot?.matches('linking') ?? false,
  }
}

/** Snapshot → the order's actions with their intents. Pure; no snapshot reads as nothing typed or asked. */
export const connectDepositOrder: Connect<
  DepositOrderSnapshot | undefined,
  DepositOrderEvent,
  DepositOrderView & DepositOrderIntents
> = /* @__PURE__ */ defineConnect(viewOfDepositOrder, depositOrderIntents)
