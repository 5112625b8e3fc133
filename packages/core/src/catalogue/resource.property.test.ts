import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { networkDown } from '../testing/fixtures'
import { checkMachine, visited } from '../testing/machine-property'
import { type ResourceContext, resourceMachine, resourceView } from './resource.machine'

const events = fc.constantFrom(
  { type: 'resource.retry' },
  { type: 'resource.refresh' },
  { type: 'resource.reload' },
)

describe('catalogue resource properties over random retries, refreshes, reloads and answers', () => {
  test('spec §4 "Caching": data on show stays through a refresh and its failure; only a refresh goes past the cache', async () => {
    const visits = await checkMachine({
      machine: resourceMachine,
      events,
      outputs: { load: [['hot-1'], ['hot-2', 'hot-3']] },
      errors: { load: [networkDown] },
      check: ({ step, before, after, started, pending, answered }) => {
        const was = before.context as ResourceContext
        const is = after.context as ResourceContext
        const view = resourceView(after as never)
        expect(pending.length).toBeLessThanOrEqual(1)
        for (const call of started) {
          // Hot games and the winner board refresh only on request: only `resource.refresh` skips the cache.
          const refresh = step.kind === 'send' && step.event.type === 'resource.refresh'
          expect(call.input).toEqual({ refresh })
        }
        // Loaded data never disappears: a failed refresh keeps it on show with the failure.
        if (was.data !== null && !(answered?.ok ?? false)) expect(is.data).toEqual(was.data)
        if (answered?.ok) {
          expect(is.data).toEqual(answered.value)
          expect(view.failure).toBeNull()
        }
        if (answered && !answered.ok) expect(view.failure).toBe('network')
        expect(view.status === 'failed').toBe(is.data === null && after.matches('failed'))
      },
    })
    expect(visited(visits, 'refreshing')).toBe(true)
  }, 120_000)
})
