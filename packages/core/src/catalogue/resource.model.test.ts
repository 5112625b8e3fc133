import { describe, expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { networkDown } from '../testing/fixtures'
import { testModel, testTransitionCoverage } from '../testing/model'
import { resourceMachine, resourceView } from './resource.machine'

const events = (): AnyEventObject[] => [
  { type: 'resource.retry' },
  { type: 'resource.refresh' },
  { type: 'resource.reload' },
]

describe('catalogue resource model', () => {
  testModel(resourceMachine, {
    events,
    outputs: { load: [['a']] },
    errors: { load: [networkDown] },
    // Spec §4 "Caching": one rule per event, judged on the view a section shows.
    rules: {
      'resource.retry': ({ before, after }) => {
        expect(before.value).toBe('failed')
        expect(resourceView(after as never).status).toBe('loading')
      },
      'resource.refresh': ({ before, after }) => {
        // Data on show stays on show while the refresh runs.
        expect(resourceView(after as never)).toMatchObject({ refreshing: true, data: before.context.data })
      },
      'resource.reload': ({ before, after }) => {
        const view = resourceView(after as never)
        if (before.matches('failed')) expect(view.status).toBe('loading')
        else expect(view).toMatchObject({ refreshing: true, data: before.context.data })
      },
      'xstate.done.actor.load': ({ after }) => {
        expect(resourceView(after as never)).toEqual({
          status: 'loaded',
          data: ['a'],
          refreshing: false,
          failure: null,
        })
      },
      'xstate.error.actor.load': ({ before, after }) => {
        const view = resourceView(after as never)
        expect(view.failure).toBe('network')
        // A failed refresh keeps the data; a failed first load has none to show.
        if (before.matches('refreshing'))
          expect(view).toMatchObject({ status: 'loaded', data: before.context.data })
        else expect(view).toMatchObject({ status: 'failed', data: null })
      },
    },
  })
})

testTransitionCoverage(resourceMachine)
