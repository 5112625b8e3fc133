import { expect, test } from 'vitest'
import { runs } from '../../packages/core/src/dev'
import { propertyRuns } from '../property-runs'

/** Issue #12: run counts live in one place, so no property quietly runs fewer cases than CI reports. */
test('every fast-check property reads its run count from packages/core/src/dev/runs.ts', () => {
  const properties = propertyRuns()
  expect(properties.length).toBeGreaterThan(0)
  expect(properties.filter((p) => p.count === null).map((p) => p.file)).toEqual([])
  expect(properties.filter((p) => !Number.isFinite(p.runs)).map((p) => p.file)).toEqual([])
})

test('the counts meet the floor issue #12 sets', () => {
  expect(runs.machineSequences).toBeGreaterThanOrEqual(1_000)
  expect(runs.hostileBodies).toBeGreaterThanOrEqual(10_000)
})
