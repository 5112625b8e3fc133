import type { SnapshotFrom } from 'xstate'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { agentLinksMachine } from './agent-links.machine'
import type { AffiliateLink, AgentLinksEvent } from './agent-links.types'

export type AgentLinksSnapshot = SnapshotFrom<typeof agentLinksMachine>

export interface AgentLinksView {
  status: 'loading' | 'ready' | 'failed'
  links: AffiliateLink[]
  failure: FlowFailure | null
  copied: string | null
}

/** The registration address an agent's code opens: the register dialog, the code filled in (spec §5). */
export function agentReferralLink(origin: string, code: string): string {
  const url = new URL('/register', origin)
  url.searchParams.set('affiliateCode', code)
  return url.href
}

function viewOfAgentLinks(snapshot: AgentLinksSnapshot | undefined): AgentLinksView {
  if (!snapshot) return { status: 'loading', links: [], failure: null, copied: null }
  const { context } = snapshot
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading'
  return { status, links: context.links ?? [], failure: context.failure, copied: context.copied }
}

export const agentLinksIntents = /* @__PURE__ */ defineIntents((send: Send<AgentLinksEvent>) => ({
  refresh: () => send({ type: 'agentLinks.refresh' }),
  retry: () => send({ type: 'agentLinks.retry' }),
  markCopied: (code: string) => send({ type: 'agentLinks.copied', code }),
}))

export type AgentLinksIntents = ReturnType<typeof agentLinksIntents>

/** Snapshot → the referral-links page's view-model with its intents. Pure. */
export const connectAgentLinks: Connect<
  AgentLinksSnapshot | undefined,
  AgentLinksEvent,
  AgentLinksView & AgentLinksIntents
> = /* @__PURE__ */ defineConnect(viewOfAgentLinks, agentLinksIntents)
