import { I18nProvider } from '@lingui/react'
import { money, moneyToDecimal } from '@portal/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { activateLanguage, i18n } from '../../i18n/catalogs'
import { resolveLanguage, selectableLanguages } from '../../i18n/languages'
import { BalanceWidget } from './BalanceWidget'
import { balanceHiddenKey } from './useBalanceHidden'

const options = selectableLanguages(['EN', 'AR'])
const balance = { amount: money(123456789n), currencySymbol: '$' }

beforeEach(() => localStorage.clear())
afterEach(cleanup)

async function renderIn(code: 'EN' | 'AR') {
  await act(() => activateLanguage(resolveLanguage(code, options)))
  render(
    <I18nProvider i18n={i18n}>
      <BalanceWidget balance={balance} loading={false} failed={false} onRefresh={() => undefined} />
    </I18nProvider>,
  )
  return screen.getByTestId('balance-amount')
}

/** Any Latin or Arabic-Indic digit. */
const digit = /[0-9\u0660-\u0669\u06f0-\u06f9]/

test.each([
  ['EN', 'en', 'Hide balance'],
  ['AR', 'ar', 'إخفاء الرصيد'],
] as const)(
  'in %s the amount shows 2 decimals until hidden, and hiding is remembered',
  async (code, locale, hide) => {
    const amount = await renderIn(code)
    const expected = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(moneyToDecimal(balance.amount))
    expect(amount.textContent).toBe(`$\u00a0${expected}`)

    fireEvent.click(screen.getByRole('button', { name: hide }))
    expect(amount.textContent).not.toMatch(digit)
    expect(amount.textContent).toMatch(/^\$\u00a0\*{4}.\*{2}$/)
    expect(localStorage.getItem(balanceHiddenKey)).toBe('1')

    // A new widget (a reload) starts hidden.
    cleanup()
    const again = await renderIn(code)
    expect(again.textContent).not.toMatch(digit)
    expect(screen.getByRole('button', { name: hide }).getAttribute('aria-pressed')).toBe('true')
  },
)
