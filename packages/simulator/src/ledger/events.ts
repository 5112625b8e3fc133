import type { Entry, EntryStatus } from './entries'

/**
 * Told whenever money settles outside a member's own request: a pending deposit or withdrawal approved or
 * rejected, a bonus, rebate or correction credited. `customerId` names the real-time topic
 * (`/topic/user/{customerId}`); the hub turns the event into DEPOSIT, WITHDRAW or MANUAL_PROMO.
 */
export interface SettledEvent {
  account: string
  customerId: number
  /** The entry that settled (for an order, its first entry: the deposit or the withdrawal). */
  entry: Entry
  status: EntryStatus
  /** The main wallet's balance after it, minor units. */
  balance: number
  remarks?: string
}

export type SettledListener = (event: SettledEvent) => void

/** The listener list; it belongs to the store, so it outlives a reset of the world. */
export interface LedgerEvents {
  onSettled(listener: SettledListener): () => void
  emit(event: SettledEvent): void
}

export function createLedgerEvents(): LedgerEvents {
  const listeners = new Set<SettledListener>()
  return {
    onSettled(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit(event) {
      for (const listener of listeners) listener(event)
    },
  }
}
