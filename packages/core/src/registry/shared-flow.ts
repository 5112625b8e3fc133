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

/**
 * The instance a shared flow's registry holds, named from the declaration: `FlowActor<typeof memberLoginFlow>` is
 * the login's actor, `FlowActor<typeof catalogueFlow>` the visit's catalogue; what `portal.flows.get` returns.
 */
export type FlowActor<F> = F extends SharedFlow<infer TFlow, FlowLifetime> ? TFlow : never

/** The snapshot of a shared flow's actor: what its `connect…` function reads (`FlowSnapshot<typeof walletFlow>`). */
export type FlowSnapshot<F> = FlowActor<F> extends { getSnapshot(): infer TSnapshot } ? TSnapshot : never

/**
 * The actor a screen's factory returns, named from the factory: `FactoryActor<typeof createDeposit>` is the
 * deposit form's actor.
 */
export type FactoryActor<TFactory extends (portal: Portal, ...rest: never[]) => unknown> =
  ReturnType<TFactory>

/**
 * A flow that is always there when asked for: kept for the visit, for whoever is there (`member`), or for the
 * screens that hold it in the member's language (`screen`).
 */
export type VisitFlow<TFlow extends OwnedFlow> = SharedFlow<TFlow, 'visit' | 'member' | 'screen'>
export type SessionFlow<TFlow extends OwnedFlow> = SharedFlow<TFlow, 'session'>

/** Declares a shared flow. The object is plain data: importing it creates nothing until someone asks for it. */
export function defineSharedFlow<TFlow extends OwnedFlow, const TLifetime extends FlowLifetime>(
  flow: SharedFlow<TFlow, TLifetime>,
): SharedFlow<TFlow, TLifetime> {
  return flow
}
