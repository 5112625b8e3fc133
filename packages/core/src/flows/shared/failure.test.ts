import { expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { refusal } from '../../testing/fixtures'
import { flowFailure } from './failure'

test('a lasting refusal keeps when it ends (time-out, self-exclusion: issue 13)', () => {
  const until = '2026-03-02T08:00:00.000Z'
  const error = new ApiError({ kind: 'business', endpoint: 'login', code: 'timed_out', value: { until } })
  expect(flowFailure(error)).toEqual({ code: 'timed_out', kind: 'business', until })
})

test('an end that is no time is dropped', () => {
  const error = refusal('login', 'timed_out', { until: 'soon' })
  expect(flowFailure(error)).toEqual({ code: 'timed_out', kind: 'business' })
})

test('a refusal that blames a field names it, with the server message, so the form shows it beside the field', () => {
  const error = new ApiError({
    kind: 'business',
    endpoint: 'updateProfile',
    code: 'real_name_locked',
    serverMessage: 'locked',
    value: { field: 'realName' },
  })
  expect(flowFailure(error)).toEqual({
    code: 'real_name_locked',
    kind: 'business',
    serverMessage: 'locked',
    field: 'realName',
  })
})

test('no answer is network whatever went wrong; other kinds are their own code, a refusal without code unknown', () => {
  const failures = [
    new Error('socket hang up'),
    new ApiError({ kind: 'timeout', endpoint: 'memberInfo' }),
    new ApiError({ kind: 'http', endpoint: 'memberInfo', status: 502, value: { field: 'x' } }),
    new ApiError({ kind: 'invalid-response', endpoint: 'memberInfo' }),
    new ApiError({ kind: 'business', endpoint: 'memberInfo' }),
  ].map(flowFailure)
  expect(failures).toEqual([
    { code: 'network', kind: 'network' },
    { code: 'network', kind: 'timeout' },
    { code: 'http', kind: 'http' },
    { code: 'invalid-response', kind: 'invalid-response' },
    { code: 'unknown', kind: 'business' },
  ])
})
