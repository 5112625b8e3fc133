import { assign, setup } from 'xstate'
import type { AffiliateLink } from '../../api/schemas/agent-open'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import type { AgentLinksContext, AgentLinksEvent } from './agent-links.types'

/** How long "Copied" shows after a copy. */
export const agentLinkCopiedMs = 2000

/**
 * Referral links (CREATEAFF3 / AFFMAN3), a screen flow: the agent's links, one per invitation code, with the
 * registrations and first deposits each brought in; a failure offers a retry. Copying is the app's (the
 * clipboard); the flow only remembers which link was copied, for a moment.
 */
export const agentLinksMachine = setup({
  types: {
    context: {} as AgentLinksContext,
    events: {} as AgentLinksEvent,
    children: {} as { loadLinks: 'loadLinks' },
  },
  actors: { loadLinks: notProvided<AffiliateLink[]>('loadLinks') },
  actions: {
    assignLinks: assign((_, links: AffiliateLink[]) => ({ links, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    assignCopied: assign(({ event }) => (event.type === 'agentLinks.copied' ? { copied: event.code } : {})),
    clearCopied: assign({ copied: null }),
  },
}).createMachine({
  id: 'agentLinks',
  context: { links: null, failure: null, copied: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLinks',
        src: 'loadLinks',
        onDone: { target: 'ready', actions: { type: 'assignLinks', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'agentLinks.refresh': '#agentLinks.loading',
        'agentLinks.copied': { target: '.copied', reenter: true, actions: 'assignCopied' },
      },
      exit: 'clearCopied',
      states: {
        idle: {},
        copied: { after: { [agentLinkCopiedMs]: { target: 'idle', actions: 'clearCopied' } } },
      },
    },
    failed: { on: { 'agentLinks.retry': 'loading', 'agentLinks.refresh': 'loading' } },
  },
})
