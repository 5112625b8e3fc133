import { cleanup, render, screen } from '@testing-library/react'
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
      onload: (() => void) | null = null
      set src(value: string) {
        asked.push(value)
        setTimeout(() => this.onload?.(), 0)
      }
    },
  )
  // What DOMPurify removes is checked in Chromium (e2e/xss.spec.ts); happy-dom is not a DOM it trusts.
  const html = '<p>Weekend bonus</p><img src="/art/banner.svg">'
  // Resolves once the pictures have arrived.
  await prepareSafeHtml(html)
  expect(asked).toEqual([new URL('/art/banner.svg', document.baseURI).href])
  const { container } = render(<SafeHtml html={html} />)
  // No empty box first: the sanitiser had arrived, so nothing suspended.
  expect(screen.getByText('Weekend bonus')).toBeTruthy()
  expect(container.querySelector('[aria-busy]')).toBeNull()
  expect(container.querySelector('[data-server-html] img')).toBeTruthy()
})
