import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { runs } from '../../dev/runs'
import { validateEmailCode, validateFundPasswordReset } from './account-recovery.rules'

const sixDigits = fc.stringMatching(/^\d{6}$/)

describe('account recovery rules', () => {
  test('a code and two equal six-digit fund passwords pass, whatever the number field holds', () => {
    fc.assert(
      fc.property(sixDigits, fc.string({ minLength: 1 }), fc.string(), (password, code, mobileNum) => {
        fc.pre(code.trim() !== '')
        const fields = {
          mobileNum,
          verificationCode: code,
          newPassword: password,
          confirmNewPassword: password,
        }
        expect(validateFundPasswordReset(fields)).toEqual({})
      }),
      { numRuns: runs.rules },
    )
  })

  test('a fund password that is not six digits, or a different confirmation, is pinned on its field', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (password) => {
        fc.pre(!/^\d{6}$/.test(password.trim()) && password.trim() !== '')
        const errors = validateFundPasswordReset({
          verificationCode: '123456',
          newPassword: password,
          confirmNewPassword: password,
        })
        expect(errors.newPassword).toEqual({ code: 'pattern.6', min: 6, max: 6 })
      }),
      { numRuns: runs.rules },
    )
    expect(
      validateFundPasswordReset({
        verificationCode: '1',
        newPassword: '123456',
        confirmNewPassword: '123457',
      }),
    ).toEqual({ confirmNewPassword: { code: 'mismatch' } })
    expect(validateFundPasswordReset({})).toEqual({
      verificationCode: { code: 'required' },
      newPassword: { code: 'required' },
      confirmNewPassword: { code: 'required' },
    })
  })

  test('the e-mail code is six digits', () => {
    fc.assert(
      fc.property(sixDigits, (code) => {
        expect(validateEmailCode({ verificationCode: code })).toEqual({})
      }),
      { numRuns: runs.rules },
    )
    expect(validateEmailCode({ verificationCode: '' })).toEqual({ verificationCode: { code: 'required' } })
    expect(validateEmailCode({ verificationCode: '12a456' }).verificationCode?.code).toBe('pattern.6')
  })
})
