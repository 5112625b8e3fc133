import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { prepareSafeHtml, SafeHtml } from './SafeHtml'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('HTML prepared ahead renders at once, and its pictures were asked for before it', async () => {
  const asked: string[] = []
  vi.stubGlobal(
    'Image',
    class {
      set src(value: string) {
        asked.push(value)
      }
    },
  )
  // What DOMPurify removes is checked in Chromium (e2e/xss.spec.ts); happy-dom is not a DOM it trusts.
  const html = '<p>Weekend bonus</p><img src="/art/banner.svg">'
  prepareSafeHtml(html)
  await waitFor(() => expect(asked).toEqual([new URL('/art/banner.svg', document.baseURI).href]))
  const { container } = render(<SafeHtml html={html} />)
  // No empty box first: the sanitiser had arrived, so nothing suspended.
  expect(screen.getByText('Weekend bonus')).toBeTruthy()
  expect(container.querySelector('[aria-busy]')).toBeNull()
  expect(container.querySelector('[data-server-html] img')).toBeTruthy()
})
