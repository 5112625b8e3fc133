import { expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { flowFailure } from './flow-failure'

test('a lasting refusal keeps when it ends (time-out, self-exclusion: issue 13)', () => {
  const until = '2026-03-02T08:00:00.000Z'
  const error = new ApiError({ kind: 'business', endpoint: 'login', code: 'timed_out', value: { until } })
  expect(flowFailure(error)).toEqual({ code: 'timed_out', kind: 'business', until })
})

test('an end that is no time is dropped', () => {
  const error = new ApiError({
    kind: 'business',
    endpoint: 'login',
    code: 'timed_out',
    value: { until: 'soon' },
  })
  expect(flowFailure(error)).toEqual({ code: 'timed_out', kind: 'business' })
})
