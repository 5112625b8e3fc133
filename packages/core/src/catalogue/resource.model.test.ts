import { describe } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { networkDown } from '../testing/fixtures'
import { testModel, testTransitionCoverage } from '../testing/model'
import { resourceMachine } from './resource.machine'

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
  })
})

testTransitionCoverage(resourceMachine)
