export { createFlowRegistry, type FlowLifetime, type FlowRegistry, type OwnedFlow } from './registry'
export { defineSharedFlow, type SessionFlow, type SharedFlow, type VisitFlow } from './shared-flow'
