import { I18nProvider } from '@lingui/react'
import type { PhoneAuthErrorCode } from '@portal/core'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, test } from 'vitest'
import { activateLanguage, i18n } from './catalogs'
import { resolveLanguage, selectableLanguages } from './languages'
import { phoneAuthMessages } from './phoneAuthMessages'
import { useFailureMessage } from './useFailureMessage'

const codes = Object.keys(phoneAuthMessages) as PhoneAuthErrorCode[]

test.each(['TW', 'AR'])(
  'each of the eleven phone-authentication codes has its own sentence (%s)',
  async (code) => {
    await activateLanguage(resolveLanguage(code, selectableLanguages(['TW', 'EN', 'AR'])))
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    )
    const { result } = renderHook(() => useFailureMessage(), { wrapper })
    const message = result.current
    const generic = message({ kind: 'business', code: 'no-such-code' })
    const sentences = codes.map((failure) => message({ kind: 'phone-auth', code: failure }, 'sms'))
    expect(codes).toHaveLength(11)
    expect(new Set(sentences).size).toBe(11)
    expect(sentences).not.toContain(generic)
    // The server's text is for the portal's own SMS failures; the phone-auth service's codes are translated.
    expect(message({ kind: 'phone-auth', code: 'code-expired', serverMessage: 'expired' }, 'sms')).toBe(
      sentences[codes.indexOf('code-expired')],
    )
  },
)
