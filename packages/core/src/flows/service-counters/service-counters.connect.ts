import type { SnapshotFrom } from 'xstate'
import type { ServiceCounter, serviceCountersMachine } from './service-counters.machine'

export type ServiceCountersSnapshot = SnapshotFrom<typeof serviceCountersMachine>

export interface ServiceCounterView {
  /** deposit, withdraw, pay, company: the app translates title and blurb from it. */
  key: ServiceCounter['key']
  /** The whole number to show now. */
  value: number
  maximum: number
  /** `seconds` or `partners`, translated by the app. */
  unit: ServiceCounter['unit']
  /** The ring's turn for the value shown, in degrees. */
  rotation: number
}

/** Snapshot → the four counters. Pure. */
export function connectServiceCounters(snapshot: ServiceCountersSnapshot): ServiceCounterView[] {
  return snapshot.context.counters.map((counter) => {
    const value = Math.round(counter.count)
    return {
      key: counter.key,
      value,
      maximum: counter.maximum,
      unit: counter.unit,
      rotation: value * counter.degreesPerUnit,
    }
  })
}
