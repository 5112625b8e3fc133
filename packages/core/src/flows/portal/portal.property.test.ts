import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import type { DomainRoute } from '../../api/schemas/domain'
import type { SystemStatus } from '../../api/schemas/system'
import { networkDown, status } from '../../testing/fixtures'
import { checkMachine, visited } from '../../testing/machine-property'
import { sessionMachine } from '../session/session.machine'
import { portalMachine } from './portal.machine'
import type { PortalContext } from './portal.types'

const stored: string[] = []
const told: string[] = []
const machine = portalMachine.provide({
  actions: { persistLanguage: (_, { language }) => void stored.push(language) },
  actors: {
    tellServerLanguage: fromPromise<unknown, { language: string }>(async ({ input }) => {
      told.push(input.language)
    }),
    // The session child has its own property; here it only has to start (its calls fail: no token is valid).
    session: sessionMachine.provide({
      actions: { persistToken: () => {}, clearStoredSession: () => {} },
    }),
  },
})

const events = fc.oneof(
  fc.constant({ type: 'boot.retry' }),
  fc.constantFrom('TW', 'EN', 'AR', 'VI').map((language) => ({ type: 'language.change', language })),
)

describe('portal properties over random status and domain answers, retries and language changes', () => {
  test('spec §4 "System status at startup": maintenance wins, then the region block, then an invalid domain (§8), and only a normal status on a domain not said to be invalid starts the session; the language is kept, stored and told in any state', async () => {
    const visits = await checkMachine({
      machine,
      input: { language: 'TW', storedToken: null },
      events,
      keepActors: ['session'],
      outputs: {
        loadStatus: [
          status(),
          status({ maintenance: true }),
          status({ regionRestriction: true }),
          status({ maintenance: true, regionRestriction: true }),
        ],
        checkDomain: [
          { valid: true, domain: 'portal.example' },
          { valid: false, domain: 'mirror.example' },
        ],
      },
      errors: {
        loadStatus: [networkDown],
        checkDomain: [networkDown, new ApiError({ kind: 'invalid-response', endpoint: 'domainRoute' })],
      },
      start: () => {
        stored.length = 0
        told.length = 0
      },
      check: ({ step, before, after, answered }) => {
        const is = after.context as PortalContext
        const running = after.matches('running')
        // The session (and with it every signed-in call) exists only in normal status.
        expect(Boolean(after.children.session)).toBe(running)
        if (answered?.id === 'loadStatus' && answered.ok) {
          const answer = answered.value as SystemStatus
          if (answer.maintenance) expect(after.value).toBe('maintenance')
          else if (answer.regionRestriction) expect(after.value).toBe('blocked')
          else
            expect(
              ['running', 'invalidDomain'].some((state) => after.matches(state)) || after.matches('booting'),
            ).toBe(true)
          expect(is.flags).not.toBeNull()
        }
        if (answered?.id === 'loadStatus' && !answered.ok) expect(after.value).toBe('failed')
        // Only an answer saying the domain is invalid closes the portal for it: never a failure or a silence.
        if (after.matches('invalidDomain')) expect(is.domain?.valid).toBe(false)
        if (running) expect(is.domain?.valid).not.toBe(false)
        if (answered?.id === 'checkDomain' && !answered.ok) expect(after.value).not.toBe('invalidDomain')
        if (answered?.id === 'checkDomain' && answered.ok)
          expect(is.domain).toEqual(answered.value as DomainRoute)
        if (step.kind === 'send' && step.event.type === 'language.change') {
          expect(is.language).toBe(step.event.language)
          expect(stored.at(-1)).toBe(step.event.language)
          expect(told.at(-1)).toBe(step.event.language)
          expect(after.value).toEqual(before.value)
        }
      },
    })
    for (const state of ['running', 'maintenance', 'blocked', 'invalidDomain', 'failed'])
      expect(visited(visits, state)).toBe(true)
  }, 120_000)
})
