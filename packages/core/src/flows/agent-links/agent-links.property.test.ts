import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { runs } from '../../dev/runs'
import { checkMachine, visited } from '../../testing/machine-property'
import { agentReferralLink, connectAgentLinks } from './agent-links.connect'
import { agentLinkCopiedMs, agentLinksMachine } from './agent-links.machine'
import type { AffiliateLink, AgentLinksContext } from './agent-links.types'

const answers: AffiliateLink[][] = [
  [{ code: 'AG2024', registrations: 2, firstDeposits: 1 }],
  [],
  [
    { code: 'AG2024', registrations: 0, firstDeposits: 0 },
    { code: 'AG2024VIP', registrations: 5, firstDeposits: 5 },
  ],
]

describe('agent referral links properties', () => {
  test('"Copied" only on loaded links and never longer than the window; the view shows what was loaded', async () => {
    let lastCopyAt = Number.NEGATIVE_INFINITY
    const visits = await checkMachine({
      machine: agentLinksMachine,
      events: fc.oneof(
        fc.constantFrom({ type: 'agentLinks.refresh' }, { type: 'agentLinks.retry' }),
        fc.constantFrom('AG2024', 'AG2024VIP').map((code) => ({ type: 'agentLinks.copied', code })),
      ),
      outputs: { loadLinks: answers },
      errors: { loadLinks: [new ApiError({ kind: 'timeout', endpoint: 'affiliateLinks' })] },
      waits: [1, agentLinkCopiedMs - 1, agentLinkCopiedMs, 60_000],
      start: () => {
        lastCopyAt = Number.NEGATIVE_INFINITY
      },
      check: ({ step, before, after, now }) => {
        const is = after.context as AgentLinksContext
        if (step.kind === 'send' && step.event.type === 'agentLinks.copied' && before.matches('ready'))
          lastCopyAt = now
        const view = connectAgentLinks(after as never)
        if (view.copied !== null) {
          expect(view.status).toBe('ready')
          expect(now - lastCopyAt).toBeLessThan(agentLinkCopiedMs)
        }
        if (view.status === 'ready') {
          expect(view.failure).toBeNull()
          expect(view.links).toBe(is.links)
        }
        if (view.status === 'failed') expect(view.failure).not.toBeNull()
      },
    })
    expect(visited(visits, '"ready":"copied"')).toBe(true)
    expect(visited(visits, 'failed')).toBe(true)
  }, 120_000)

  test('a link is the portal’s /register carrying exactly the code, whatever the code', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 24 }), (code) => {
        const url = new URL(agentReferralLink('https://portal.test', code))
        expect(url.origin).toBe('https://portal.test')
        expect(url.pathname).toBe('/register')
        expect(url.searchParams.get('affiliateCode')).toBe(code)
      }),
      { numRuns: runs.machineSequences },
    )
  })
})
