export { createFlowRegistry, type FlowLifetime, type FlowRegistry, type OwnedFlow } from './registry'
export {
  defineSharedFlow,
  type FactoryActor,
  type FlowActor,
  type FlowSnapshot,
  type SessionFlow,
  type SharedFlow,
  type VisitFlow,
} from './shared-flow'
