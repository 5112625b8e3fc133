import { describe, expect, test } from 'vitest'
import { type AnyMachineSnapshot, fromCallback } from 'xstate'
import { ApiError } from '../../api/errors'
import {
  allStateIds,
  type ModelOptions,
  modelEdges,
  reachedStateIds,
  replay,
  testTransitionCoverage,
} from '../../testing/model'
import { connectUnread } from './unread.connect'
import type { UnreadContext } from './unread.machine'
import { unreadMachine } from './unread.machine'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as UnreadContext
const machine = unreadMachine.provide({ actors: { followMessages: fromCallback(() => {}) } })

const model = (hasInbox: boolean): ModelOptions => ({
  input: { hasInbox },
  events: () => [{ type: 'unread.refresh' }],
  keepActors: ['followMessages'],
  outputs: { loadUnread: [0, 3] },
  errors: { loadUnread: [new ApiError({ kind: 'network', endpoint: 'unreadCount' })] },
  rules: {
    'unread.refresh': ({ before, after }) => {
      // Without an inbox nothing is asked; otherwise the count on show stays while it loads again.
      expect(after.matches(hasInbox ? 'loading' : 'skipped')).toBe(true)
      expect(contextOf(after).count).toBe(contextOf(before).count)
    },
    'xstate.done.actor.loadUnread': ({ event, after }) => {
      expect(connectUnread(after as never).unread).toBe((event as unknown as { output: number }).output)
    },
    // A count that failed to load is only a missing badge: the last one stays.
    'xstate.error.actor.loadUnread': ({ before, after }) => {
      expect(contextOf(after).count).toBe(contextOf(before).count)
      expect(after.matches('idle')).toBe(true)
    },
  },
})

const starts = [true, false].map((hasInbox) => ({ hasInbox, options: model(hasInbox) }))
const edgesOf = starts.map(({ hasInbox, options }) => ({
  hasInbox,
  options,
  edges: modelEdges(machine, options),
}))

// Without an inbox the flow reaches only `skipped`, with one the rest: together they reach all of it.
test('the paths of both kinds of account together reach every state of the machine', () => {
  const reached = new Set(edgesOf.flatMap(({ edges }) => [...reachedStateIds(edges)]))
  expect(allStateIds(machine).filter((id) => !reached.has(id))).toEqual([])
})

describe.each(edgesOf.map((start) => [start.hasInbox, start] as const))(
  'unread count model, with an inbox %s',
  (_, { options, edges }) => {
    test.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
      const actor = await replay(machine, edge, options)
      actor.stop()
    })
  },
)

testTransitionCoverage(unreadMachine)
