export {
  type AgentTransferIntents,
  type AgentTransferSnapshot,
  type AgentTransferView,
  connectAgentTransfer,
} from './agent-transfer.connect'
export { agentTransferMachine } from './agent-transfer.machine'
export type { AgentTransferField, AgentTransferIssue } from './agent-transfer.types'
export { createAgentTransfer, createUplineTransfer } from './create-agent-transfer'
