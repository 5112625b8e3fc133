import { describe, expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectAgentLinks } from './agent-links.connect'
import { agentLinksMachine } from './agent-links.machine'
import type { AffiliateLink } from './agent-links.types'

const links: AffiliateLink[] = [
  { code: 'AG2024', registrations: 3, firstDeposits: 1 },
  { code: 'AG2024VIP', registrations: 0, firstDeposits: 0 },
]

const events = (): AnyEventObject[] => [
  { type: 'agentLinks.refresh' },
  { type: 'agentLinks.retry' },
  { type: 'agentLinks.copied', code: 'AG2024VIP' },
]

describe('agent referral links model', () => {
  testModel(agentLinksMachine, {
    events,
    outputs: { loadLinks: [links] },
    errors: { loadLinks: [new ApiError({ kind: 'network', endpoint: 'affiliateLinks' })] },
    rules: {
      'agentLinks.refresh': ({ after }) => {
        expect(connectAgentLinks(after as never)).toMatchObject({ status: 'loading', copied: null })
      },
      'agentLinks.retry': ({ before, after }) => {
        expect(before.matches('failed')).toBe(true)
        expect(connectAgentLinks(after as never).status).toBe('loading')
      },
      'agentLinks.copied': ({ after }) => {
        expect(after.matches({ ready: 'copied' })).toBe(true)
        expect(connectAgentLinks(after as never).copied).toBe('AG2024VIP')
      },
      'xstate.done.actor.loadLinks': ({ after }) => {
        expect(connectAgentLinks(after as never)).toMatchObject({ status: 'ready', failure: null, links })
      },
      'xstate.error.actor.loadLinks': ({ after }) =>
        expect(connectAgentLinks(after as never)).toMatchObject({
          status: 'failed',
          failure: { code: 'network' },
          links: [],
        }),
      after: ({ after }) => {
        // "Copied" shows for a moment, then the button reads Copy again.
        expect(after.matches({ ready: 'idle' })).toBe(true)
        expect(connectAgentLinks(after as never).copied).toBeNull()
      },
    },
  })
})

testTransitionCoverage(agentLinksMachine)
