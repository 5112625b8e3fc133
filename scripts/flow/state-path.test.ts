import { describe, expect, test } from 'vitest'
import { formatValue, splitTarget, valueMatches } from './state-path'

describe('wait targets', () => {
  const live = ['portal', 'session', 'login']

  test('a path of the main actor, or one led by a live actor name', () => {
    expect(splitTarget('signedIn', live, 'login')).toEqual({ actor: 'login', path: ['signedIn'] })
    expect(splitTarget('session.signedIn.idle', live, 'login')).toEqual({
      actor: 'session',
      path: ['signedIn', 'idle'],
    })
    expect(splitTarget('session', live, 'portal')).toEqual({ actor: 'session', path: [] })
  })

  test('state values match a path as snapshot.matches would', () => {
    const value = { signedIn: 'idle' }
    expect(valueMatches(value, ['signedIn'])).toBe(true)
    expect(valueMatches(value, ['signedIn', 'idle'])).toBe(true)
    expect(valueMatches(value, ['signedIn', 'loadingBalance'])).toBe(false)
    expect(valueMatches('anonymous', ['anonymous'])).toBe(true)
    expect(valueMatches('anonymous', ['anonymous', 'x'])).toBe(false)
    expect(valueMatches({ a: 'x', b: { c: 'y' } }, ['b', 'c', 'y'])).toBe(true)
    expect(valueMatches('anything', [])).toBe(true)
  })

  test('state values print as dotted paths', () => {
    expect(formatValue('booting')).toBe('booting')
    expect(formatValue({ signedIn: 'idle' })).toBe('signedIn.idle')
    expect(formatValue({ a: 'x', b: { c: 'y' } })).toBe('a.x | b.c.y')
    expect(formatValue({ done: {} })).toBe('done')
  })
})
