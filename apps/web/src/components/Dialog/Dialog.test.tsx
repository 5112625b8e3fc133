import { I18nProvider } from '@lingui/react'
import { act, cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { activateLanguage, i18n } from '../../i18n/catalogs'
import { resolveLanguage, selectableLanguages } from '../../i18n/languages'
import { Dialog } from './Dialog'

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>

// The provider renders nothing until a language is active.
beforeAll(() => act(() => activateLanguage(resolveLanguage('EN', selectableLanguages(['EN'])))))
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderDialog(props: { open: boolean; closeAfterMs?: number; onClose(): void }) {
  return render(<Dialog title="Saved" confirmLabel="OK" {...props} />, { wrapper })
}

test('a dialog with a timeout closes by itself once the time is up, not before', () => {
  const onClose = vi.fn()
  renderDialog({ open: true, closeAfterMs: 3000, onClose })
  vi.advanceTimersByTime(2999)
  expect(onClose).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(onClose).toHaveBeenCalledOnce()
})

test('a parent re-rendering with a new handler does not restart the timer', () => {
  const first = vi.fn()
  const second = vi.fn()
  const { rerender } = renderDialog({ open: true, closeAfterMs: 3000, onClose: first })
  vi.advanceTimersByTime(2000)
  rerender(<Dialog title="Saved" confirmLabel="OK" open closeAfterMs={3000} onClose={second} />)
  vi.advanceTimersByTime(1000)
  expect(first).not.toHaveBeenCalled()
  expect(second).toHaveBeenCalledOnce()
})

test('a closed dialog, or one without a timeout, never closes by itself', () => {
  const onClose = vi.fn()
  renderDialog({ open: false, closeAfterMs: 1000, onClose })
  const { unmount } = renderDialog({ open: true, onClose })
  vi.advanceTimersByTime(60_000)
  unmount()
  expect(onClose).not.toHaveBeenCalled()
})
