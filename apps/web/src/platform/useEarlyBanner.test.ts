import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { earlyBannerEvent, earlyBannerGlobal } from './earlyResponses'
import { useEarlyBanner } from './useEarlyBanner'

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[earlyBannerGlobal]
})

// Issue 17: the app may draw the banner's placeholder before index.html's script has read the answers that name
// the banner; the placeholder must then show the picture as soon as the script leaves it, not at the next render.
test('a placeholder drawn before the early banner is known shows it once index.html’s script leaves it', () => {
  const { result } = renderHook(() => useEarlyBanner('w_login'))
  expect(result.current).toBeUndefined()
  act(() => {
    ;(window as unknown as Record<string, unknown>)[earlyBannerGlobal] = {
      group: 'w_login',
      url: 'https://img.example/l.png',
    }
    window.dispatchEvent(new Event(earlyBannerEvent))
  })
  expect(result.current).toBe('https://img.example/l.png')
  expect(renderHook(() => useEarlyBanner('w_home')).result.current).toBeUndefined()
  expect(renderHook(() => useEarlyBanner(undefined)).result.current).toBeUndefined()
})
