import { renderHook, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { lazyPage, preloadPage, usePageLoaded } from './lazyPages'

test('a centre page is loaded once its frame and the page inside it have arrived: neither suspends then', async () => {
  const params = { page: 'securityCenter' }
  const { result } = renderHook(() => usePageLoaded('memberCentre', params, true))
  expect(result.current).toBe(false)
  await waitFor(() => expect(result.current).toBe(true), { timeout: 10_000 })
  // The frame and its page table as the page group's import has them: this project's files share one module
  // graph, which another file's vi.resetModules() (pageSettled.test.tsx) may have renewed since this file's own
  // imports, and a second CentreFrame module would keep a second, empty table of loaders (a CI failure).
  const { lazyCentrePage } = await import('../components/CentreFrame/CentreFrame')
  const { memberPages } = await import('../pages/memberCentre/memberPages')
  const security = memberPages.find((page) => page.id === 'securityCenter')
  if (!security) throw new Error('the member centre has no securityCenter page')
  // ReadyLazy renders a loader's component at once when `ready` is set: no fallback, no held-back content.
  expect(lazyPage('memberCentre').ready).toBeTypeOf('function')
  expect(lazyCentrePage(security).ready).toBeTypeOf('function')
})

test('a page not wanted (the guard sends the visitor elsewhere) is not asked for', () => {
  const { result } = renderHook(() => usePageLoaded('agentAccount', { page: 'agentTeamOverview' }, false))
  expect(result.current).toBe(false)
  expect(lazyPage('agentAccount').ready).toBeUndefined()
})

test('one download per location, however often it is asked for', () => {
  const params = { page: 'inbox' }
  expect(preloadPage('memberCentre', params)).toBe(preloadPage('memberCentre', { ...params }))
})
