import type { Portal } from '../create-portal'
import type { FlowLifetime, OwnedFlow } from './registry'

/** A long-lived flow, declared once next to its machine; the portal's registry owns its one running instance. */
export interface SharedFlow<TFlow extends OwnedFlow, TLifetime extends FlowLifetime = FlowLifetime> {
  /** Unique among shared flows; names the instance in the registry (and in the inspector's logs). */
  readonly key: string
  readonly lifetime: TLifetime
  /** Builds the instance, not started: the registry starts it. Called at most once per lifetime. */
  create(portal: Portal): TFlow
}

export type VisitFlow<TFlow extends OwnedFlow> = SharedFlow<TFlow, 'visit'>
export type SessionFlow<TFlow extends OwnedFlow> = SharedFlow<TFlow, 'session'>

/** Declares a shared flow. The object is plain data: importing it creates nothing until someone asks for it. */
export function defineSharedFlow<TFlow extends OwnedFlow, const TLifetime extends FlowLifetime>(
  flow: SharedFlow<TFlow, TLifetime>,
): SharedFlow<TFlow, TLifetime> {
  return flow
}
