import { expect, test } from 'vitest'
import { backendProxy } from '../../apps/web/backend-proxy'

/**
 * Issue #12: the simulator's dev surface (tokens, passwords, world switches) is reachable through the portal's
 * dev server only from this machine, and the preview server (like production) has no route to it at all.
 */
test('the preview proxy has no route to /__sim; the API paths go to the back end', () => {
  const rules = backendProxy('http://127.0.0.1:9', { devSurface: false })
  expect(Object.keys(rules).filter((path) => path.startsWith('/__sim'))).toEqual([])
  expect(Object.keys(rules)).toContain('/wps')
})

test('the dev proxy answers /__sim to a caller on loopback only', () => {
  const rule = backendProxy('http://127.0.0.1:9', { devSurface: true })['/__sim']
  const bypass = rule?.bypass as (request: { socket: { remoteAddress?: string } }) => unknown
  const from = (remoteAddress?: string) => bypass({ socket: { remoteAddress } })
  for (const loopback of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(from(loopback)).toBeUndefined()
  // false: Vite answers 404, as if there were no such path.
  for (const other of ['192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1', undefined])
    expect(from(other)).toBe(false)
})
