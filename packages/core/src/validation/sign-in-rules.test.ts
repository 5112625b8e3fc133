import { describe, expect, test } from 'vitest'
import { validateForm } from './form'
import { isMobileNumber, isPassword, isUsername, mobileIssue } from './formats'
import {
  changePasswordSchema,
  forgotPasswordSchema,
  type LoginFormOptions,
  loginSchema,
} from './sign-in-rules'

const errorsOf = (schema: Parameters<typeof validateForm>[0], form: Record<string, unknown>) => {
  const result = validateForm(schema, form)
  return result.success ? {} : result.errors
}

describe('formats', () => {
  test.each([
    ['abcd', true],
    ['a234567890123456', true],
    ['abc', false],
    ['a2345678901234567', false],
    ['1abc', false],
    ['ab_cd', false],
  ])('username %j → %s', (value, ok) => expect(isUsername(value)).toBe(ok))

  test.each([
    ['abc123', true],
    ['123456', true],
    ['abcdef', true],
    ['a'.repeat(20), true],
    ['abc12', false],
    ['a'.repeat(21), false],
    ['abc 123', false],
    ['abc!23', false],
  ])('password %j → %s', (value, ok) => expect(isPassword(value)).toBe(ok))

  test.each([
    ['123456', true],
    ['0912345678', true],
    ['1'.repeat(15), true],
    ['12345', false],
    ['1'.repeat(16), false],
    ['+886912345678', false],
    ['0912 345 678', false],
  ])('mobile %j → %s', (value, ok) => expect(isMobileNumber(value)).toBe(ok))

  test.each([
    ['', { code: 'required' }],
    ['   ', { code: 'required' }],
    ['12ab56', { code: 'mobile' }],
    [' 0912345678 ', null],
  ])('mobileIssue(%j)', (value, issue) => expect(mobileIssue(value)).toEqual(issue))
})

describe('login', () => {
  const byUsername: LoginFormOptions = { type: 'username', captchaShown: false, agreementShown: false }
  const bySms: LoginFormOptions = { type: 'sms', captchaShown: false, agreementShown: false }

  test.each<[string, LoginFormOptions, Record<string, unknown>, object]>([
    [
      'username: both required',
      byUsername,
      {},
      { username: { code: 'required' }, password: { code: 'required' } },
    ],
    [
      'username: blank is empty',
      byUsername,
      { username: '  ', password: ' x ' },
      { username: { code: 'required' } },
    ],
    [
      'username: any non-empty credentials pass (the server judges)',
      byUsername,
      { username: '1', password: '2' },
      {},
    ],
    [
      'username: captcha required once shown',
      { ...byUsername, captchaShown: true },
      { username: 'player01', password: 'secret12' },
      { captcha: { code: 'required' } },
    ],
    [
      'username: agreement when the form has it',
      { ...byUsername, agreementShown: true },
      { username: 'player01', password: 'secret12' },
      { agreement: { code: 'agreement' } },
    ],
    [
      'sms: both required',
      bySms,
      {},
      { mobileNum: { code: 'required' }, verificationCode: { code: 'required' } },
    ],
    [
      'sms: number must be valid',
      bySms,
      { mobileNum: '12', verificationCode: '1234' },
      { mobileNum: { code: 'mobile' } },
    ],
    [
      'sms: code at most 255',
      bySms,
      { mobileNum: '0912345678', verificationCode: '1'.repeat(256) },
      { verificationCode: { code: 'tooLong', max: 255 } },
    ],
    [
      'sms: captcha is not part of it',
      { ...bySms, captchaShown: true },
      { mobileNum: '0912345678', verificationCode: '1234' },
      {},
    ],
  ])('%s', (_, options, form, expected) => {
    expect(errorsOf(loginSchema(options), form)).toEqual(expected)
  })

  test('values come out trimmed', () => {
    expect(validateForm(loginSchema(byUsername), { username: ' player01 ', password: ' secret12 ' })).toEqual(
      {
        success: true,
        values: { username: 'player01', password: 'secret12' },
      },
    )
  })
})

describe('forgot password', () => {
  test.each<[string, 'email' | 'mobileNum', Record<string, unknown>, object]>([
    ['email: both required', 'email', {}, { username: { code: 'required' }, email: { code: 'required' } }],
    [
      'email: formats',
      'email',
      { username: '9lives', email: 'nope' },
      { username: { code: 'username', min: 4, max: 16 }, email: { code: 'email' } },
    ],
    ['email: valid', 'email', { username: 'player01', email: 'p@example.com' }, {}],
    [
      'mobile: all required',
      'mobileNum',
      {},
      {
        mobileNum: { code: 'required' },
        verificationCode: { code: 'required' },
        newPassword: { code: 'required' },
      },
    ],
    [
      'mobile: formats',
      'mobileNum',
      { mobileNum: 'abc', verificationCode: '1234', newPassword: 'abc' },
      { mobileNum: { code: 'mobile' }, newPassword: { code: 'password', min: 6, max: 20 } },
    ],
    [
      'mobile: valid',
      'mobileNum',
      { mobileNum: '0912345678', verificationCode: '1234', newPassword: 'secret12' },
      {},
    ],
  ])('%s', (_, method, form, expected) => {
    expect(errorsOf(forgotPasswordSchema(method), form)).toEqual(expected)
  })
})

describe('change password', () => {
  const filled = { oldPassword: 'old', newPassword: 'secret12', confirmNewPassword: 'secret12' }

  test.each<[string, boolean, Record<string, unknown>, object]>([
    [
      'all required',
      false,
      {},
      {
        oldPassword: { code: 'required' },
        newPassword: { code: 'required' },
        confirmNewPassword: { code: 'required' },
      },
    ],
    ['old password not asked when known from login', true, { ...filled, oldPassword: '' }, {}],
    [
      'new password format',
      false,
      { ...filled, newPassword: 'a b', confirmNewPassword: 'a b' },
      { newPassword: { code: 'password', min: 6, max: 20 } },
    ],
    [
      'confirmation must match',
      false,
      { ...filled, confirmNewPassword: 'secret13' },
      { confirmNewPassword: { code: 'mismatch' } },
    ],
    ['valid', false, filled, {}],
  ])('%s', (_, oldPasswordKnown, form, expected) => {
    expect(errorsOf(changePasswordSchema({ oldPasswordKnown }), form)).toEqual(expected)
  })

  test('a known old password is not part of the values', () => {
    expect(validateForm(changePasswordSchema({ oldPasswordKnown: true }), filled)).toEqual({
      success: true,
      values: { newPassword: 'secret12', confirmNewPassword: 'secret12' },
    })
  })
})
