import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { OpenedAccount } from '../../api/schemas/agent-open'
import type { RegisterRules } from '../../api/schemas/system'
import { runs } from '../../dev/runs'
import { refusal } from '../../testing/fixtures'
import { type Fate, fatesOfRequests, overLossyNetwork, seededRandom } from '../../testing/lossy-network'
import { settle } from '../../testing/settle'
import { agentOpenMachine } from './agent-open.machine'
import { validateAgentOpen } from './agent-open.rules'
import type { AgentOpenEvent, AgentOpenRequest } from './agent-open.types'

/** What becomes of one request on the network: answered, applied with its answer lost, or never arrived. */
const rules: RegisterRules = {
  username: {
    enabled: true,
    required: true,
    patternId: 1,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    min: 6,
    max: 12,
  },
  password: {
    enabled: true,
    required: true,
    patternId: 5,
    acceptedPattern: '^[A-Za-z\\d]+$',
    min: 6,
    max: 20,
  },
}

/** The server as the simulator keeps it: one account per name, the same key answers the same account. */
function modelServer() {
  const accounts = new Map<string, OpenedAccount>([
    ['taken01', { account: 'taken01', accountType: 'member', upline: 'agent01', registeredAt: '' }],
  ])
  const byKey = new Map<string, OpenedAccount>()
  const keysSeen: string[] = []
  function apply(request: AgentOpenRequest): OpenedAccount {
    const known = byKey.get(request.key)
    if (known) return known
    if (accounts.has(request.username)) throw refusal('openAccount', 'username_taken', { field: 'username' })
    const opened: OpenedAccount = {
      account: request.username,
      accountType: request.accountType,
      upline: 'agent01',
      registeredAt: '2026-03-18T12:00:00Z',
    }
    accounts.set(request.username, opened)
    byKey.set(request.key, opened)
    return opened
  }
  return {
    accounts,
    keysSeen,
    handle(request: AgentOpenRequest, fate: Fate): OpenedAccount {
      keysSeen.push(request.key)
      return overLossyNetwork(fate, 'openAccount', () => apply(request))
    },
  }
}

const change = (field: 'username' | 'password' | 'confirmPassword', ...values: string[]) =>
  fc.constantFrom(...values).map((value): AgentOpenEvent => ({ type: 'agentOpen.change', field, value }))

const step: fc.Arbitrary<AgentOpenEvent> = fc.oneof(
  { weight: 3, arbitrary: change('username', 'newbie01', 'newbie02', 'taken01', '1x', '') },
  { weight: 2, arbitrary: change('password', 'Pass1234', 'Pass1234', 'short', '') },
  { weight: 2, arbitrary: change('confirmPassword', 'Pass1234', 'Pass1234', 'Pass9999') },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('member' as const, 'agent' as const)
      .map((accountType): AgentOpenEvent => ({ type: 'agentOpen.chooseType', accountType })),
  },
  { weight: 3, arbitrary: fc.constant({ type: 'agentOpen.submit' } as const) },
  { weight: 3, arbitrary: fc.constant({ type: 'agentOpen.retry' } as const) },
)

describe('agent open-account properties: random clicks over a network that loses requests and answers', () => {
  test('one request per click, only valid forms sent, one account per key, passwords gone once opened', async () => {
    let opened = 0
    let refused = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 25, size: 'max' }),
        fatesOfRequests,
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        async (steps, fates, seed) => {
          const server = modelServer()
          const random = seededRandom(seed)
          let sent = 0
          const actor = createActor(
            agentOpenMachine.provide({
              actors: {
                loadRules: fromPromise(async () => rules),
                openAccount: fromPromise(async ({ input }: { input: AgentOpenRequest }) =>
                  server.handle(input, fates[sent++ % fates.length] ?? 'answered'),
                ),
              },
            }),
            { input: { random } },
          ).start()
          await settle()
          let clicks = 0
          for (const event of steps) {
            const before = actor.getSnapshot()
            const sentBefore = sent
            actor.send(event)
            const after = actor.getSnapshot()
            if (after.matches('sending') && !before.matches('sending')) {
              if (event.type === 'agentOpen.retry')
                expect(after.context.request?.key).toBe(before.context.request?.key)
              else {
                clicks += 1
                // Only a form the registration rules accept is ever sent.
                expect(validateAgentOpen(before.context)).toEqual({})
              }
            }
            await settle()
            const settled = actor.getSnapshot()
            expect(sent - sentBefore).toBeLessThanOrEqual(1)
            if (settled.context.opened && before.context.opened !== settled.context.opened) {
              opened += 1
              expect(settled.context.fields).toEqual({ username: '', password: '', confirmPassword: '' })
            }
            const refusal = settled.context.fieldErrors.username
            if (refusal && 'kind' in refusal && refusal !== before.context.fieldErrors.username) {
              refused += 1
              // Refused only for a name that exists (also one a click whose answer was lost opened), and the
              // form keeps what was typed.
              expect(server.accounts.has(settled.context.fields.username)).toBe(true)
              expect(settled.context.fields).toEqual(before.context.fields)
            }
          }
          // No key ever opened two accounts, and no more keys than clicks went out.
          expect(server.accounts.size - 1).toBeLessThanOrEqual(new Set(server.keysSeen).size)
          expect(new Set(server.keysSeen).size).toBeLessThanOrEqual(clicks)
          actor.stop()
        },
      ),
      { numRuns: runs.machineSequences },
    )
    expect(opened).toBeGreaterThan(20)
    expect(refused).toBeGreaterThan(5)
  }, 300_000)
})
