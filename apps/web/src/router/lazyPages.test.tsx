import { renderHook, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { lazyCentrePage } from '../components/CentreFrame/CentreFrame'
import { memberPages } from '../pages/memberCentre/memberPages'
import { lazyPage, preloadPage, usePageLoaded } from './lazyPages'

const security = memberPages.find((page) => page.id === 'securityCenter')

test('a centre page is loaded once its frame and the page inside it have arrived: neither suspends then', async () => {
  if (!security) throw new Error('the member centre has no securityCenter page')
  const params = { page: 'securityCenter' }
  const { result } = renderHook(() => usePageLoaded('memberCentre', params, true))
  expect(result.current).toBe(false)
  await waitFor(() => expect(result.current).toBe(true), { timeout: 10_000 })
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
