export {
  type AgentOpenIntents,
  type AgentOpenSnapshot,
  type AgentOpenView,
  connectAgentOpen,
} from './agent-open.connect'
export { agentOpenMachine } from './agent-open.machine'
export type { AgentOpenField, AgentOpenIssue, OpenAccountType, OpenedAccount } from './agent-open.types'
export { createAgentOpen } from './create-agent-open'
