export {
  type AgentLinksIntents,
  type AgentLinksSnapshot,
  type AgentLinksView,
  agentReferralLink,
  connectAgentLinks,
} from './agent-links.connect'
export type { AffiliateLink } from './agent-links.types'
export { createAgentLinks } from './create-agent-links'
