import type { AffiliateLink } from '../../api/schemas/agent-open'
import type { FlowFailure } from '../shared/failure'

export interface AgentLinksContext {
  links: AffiliateLink[] | null
  failure: FlowFailure | null
  /** The code whose link was copied last, shown as "Copied" for a moment. */
  copied: string | null
}

export type AgentLinksEvent =
  | { type: 'agentLinks.refresh' }
  | { type: 'agentLinks.retry' }
  /** The app copied a link to the clipboard (the clipboard is the app's, not the core's). */
  | { type: 'agentLinks.copied'; code: string }

export type { AffiliateLink }
