import { describe, expect, test } from 'vitest'
import type { RegisterFieldRule, RegisterRules } from '../api/schemas/system'
import { validateForm } from './form'
import {
  type RegistrationErrorField,
  type RegistrationSetup,
  type RegistrationValues,
  registrationFields,
  registrationSchema,
  ruleCheck,
} from './registration-rules'

const rule = (overrides: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  enabled: true,
  required: false,
  patternId: 0,
  acceptedPattern: '*',
  min: null,
  max: null,
  ...overrides,
})

const noFlags = { MOBILENUMPASSREG3: false, REGMOBVERF3: false }

const setup = (overrides: Partial<RegistrationSetup> = {}): RegistrationSetup => ({
  mode: 'register',
  rules: {},
  flags: noFlags,
  ...overrides,
})

const visible = (s: RegistrationSetup) =>
  registrationFields(s).map(({ name, required }) => (required ? `${name}*` : name))

const check = (s: RegistrationSetup, form: Record<string, unknown>) =>
  validateForm<RegistrationValues, RegistrationErrorField>(registrationSchema(s), form)

const errorsOf = (s: RegistrationSetup, form: Record<string, unknown>) => {
  const result = check(s, form)
  return result.success ? {} : result.errors
}

describe('visible fields and asterisks', () => {
  test.each([
    ['register, no flags', setup(), ['username*', 'password*', 'confirmPassword*']],
    [
      'register with REGMOBVERF3: the number and its code join',
      setup({ flags: { ...noFlags, REGMOBVERF3: true } }),
      ['username*', 'mobileNum*', 'verificationCode*', 'password*', 'confirmPassword*'],
    ],
    [
      'registerMobile, no flags: no password',
      setup({ mode: 'registerMobile' }),
      ['mobileNum*', 'verificationCode*'],
    ],
    [
      'registerMobile with MOBILENUMPASSREG3',
      setup({ mode: 'registerMobile', flags: { ...noFlags, MOBILENUMPASSREG3: true } }),
      ['mobileNum*', 'verificationCode*', 'password*', 'confirmPassword*'],
    ],
    [
      'MOBILENUMPASSREG3 does not matter in register mode',
      setup({ flags: { MOBILENUMPASSREG3: true, REGMOBVERF3: false } }),
      ['username*', 'password*', 'confirmPassword*'],
    ],
    [
      'register, mobile configured optional',
      setup({ rules: { mobileNum: rule() } }),
      ['username*', 'mobileNum', 'password*', 'confirmPassword*'],
    ],
    [
      'register, mobile configured required',
      setup({ rules: { mobileNum: rule({ required: true }) } }),
      ['username*', 'mobileNum*', 'password*', 'confirmPassword*'],
    ],
    [
      'registerMobile needs the number even when the server disables the field',
      setup({ mode: 'registerMobile', rules: { mobileNum: rule({ enabled: false }) } }),
      ['mobileNum*', 'verificationCode*'],
    ],
    [
      'configured fields show when enabled, in display order, starred when required',
      setup({
        rules: {
          captcha: rule({ required: true }),
          email: rule({ patternId: 3 }),
          wechat: rule({ enabled: false, required: true }),
          payeeName: rule({ required: true }),
          affiliateCode: rule(),
          unknownField: rule({ required: true }),
        },
      }),
      ['username*', 'password*', 'confirmPassword*', 'email', 'payeeName*', 'affiliateCode', 'captcha*'],
    ],
    [
      'an affiliate code from the site address hides the field',
      setup({ rules: { affiliateCode: rule({ required: true }) }, affiliateCodeInAddress: true }),
      ['username*', 'password*', 'confirmPassword*'],
    ],
    [
      'paymentPassword is required whenever shown',
      setup({ rules: { paymentPassword: rule({ required: false }) } }),
      ['username*', 'password*', 'confirmPassword*', 'paymentPassword*'],
    ],
    [
      'a disabled paymentPassword stays hidden',
      setup({ rules: { paymentPassword: rule({ enabled: false }) } }),
      ['username*', 'password*', 'confirmPassword*'],
    ],
  ])('%s', (_, s, expected) => {
    expect(visible(s)).toEqual(expected)
  })
})

const validRegister = {
  username: 'player01',
  password: 'secret12',
  confirmPassword: 'secret12',
  agreement: true,
}

describe('register mode', () => {
  test('a valid form passes, trimmed, with only the visible fields', () => {
    const result = check(setup(), {
      username: '  player01 ',
      password: 'secret12',
      confirmPassword: ' secret12',
      agreement: true,
      stray: 'dropped',
    })
    expect(result).toEqual({ success: true, values: validRegister })
  })

  test.each<[string, Record<string, unknown>, Partial<Record<RegistrationErrorField, unknown>>]>([
    [
      'everything empty',
      {},
      {
        username: { code: 'required' },
        password: { code: 'required' },
        confirmPassword: { code: 'required' },
        agreement: { code: 'agreement' },
      },
    ],
    ['blank is empty', { ...validRegister, username: '   ' }, { username: { code: 'required' } }],
    [
      'confirmation differs',
      { ...validRegister, confirmPassword: 'secret13' },
      { confirmPassword: { code: 'mismatch' } },
    ],
    ['agreement unticked', { ...validRegister, agreement: false }, { agreement: { code: 'agreement' } }],
    [
      'default username format without a server rule',
      { ...validRegister, username: '1player' },
      { username: { code: 'username', min: 4, max: 16 } },
    ],
    [
      'default password format without a server rule',
      { ...validRegister, password: 'short', confirmPassword: 'short' },
      { password: { code: 'password', min: 6, max: 20 } },
    ],
    [
      'a null value counts as empty',
      { ...validRegister, username: null },
      { username: { code: 'required' } },
    ],
    ['a non-text value is missing', { ...validRegister, username: 42 }, { username: { code: 'required' } }],
  ])('%s', (_, form, expected) => {
    expect(errorsOf(setup(), form)).toEqual(expected)
  })

  test('server rules replace the default formats, with pattern codes carrying min and max', () => {
    const s = setup({
      rules: {
        username: rule({ patternId: 1, min: 6, max: 10 }),
        password: rule({ patternId: 7, min: 8, max: 8 }),
      },
    })
    expect(
      errorsOf(s, { ...validRegister, username: 'abc12', password: 'Secret12', confirmPassword: 'Secret12' }),
    ).toEqual({
      username: { code: 'pattern.1', min: 6, max: 10 },
    })
    expect(
      errorsOf(s, {
        ...validRegister,
        username: 'player',
        password: 'secret12',
        confirmPassword: 'secret12',
      }),
    ).toEqual({
      password: { code: 'pattern.7', min: 8, max: 8 },
    })
  })

  test('optional configured fields: empty passes, a value must fit the rule; required ones must be filled', () => {
    const s = setup({
      rules: {
        email: rule({ patternId: 3 }),
        qqNum: rule({ patternId: 6, min: 5, max: 11, required: true }),
        line: rule({ acceptedPattern: '^line_' }),
      },
    })
    expect(errorsOf(s, validRegister)).toEqual({ qqNum: { code: 'required' } })
    expect(errorsOf(s, { ...validRegister, qqNum: '12345', email: 'not-mail', line: 'x' })).toEqual({
      email: { code: 'pattern.3' },
      line: { code: 'pattern.0' },
    })
    expect(errorsOf(s, { ...validRegister, qqNum: '1234', email: 'a@b.co', line: 'line_me' })).toEqual({
      qqNum: { code: 'pattern.6', min: 5, max: 11 },
    })
    expect(check(s, { ...validRegister, qqNum: '12345', email: ' a@b.co ', line: 'line_me' })).toEqual({
      success: true,
      values: { ...validRegister, qqNum: '12345', email: 'a@b.co', line: 'line_me' },
    })
  })

  test('a broken server regex does not block the field', () => {
    const s = setup({ rules: { nickname: rule({ acceptedPattern: '([unclosed', required: true }) } })
    expect(check(s, { ...validRegister, nickname: 'Nick' }).success).toBe(true)
  })

  test('REGMOBVERF3 asks for a valid number and a code of at most 255 characters', () => {
    const s = setup({ flags: { ...noFlags, REGMOBVERF3: true } })
    expect(errorsOf(s, validRegister)).toEqual({
      mobileNum: { code: 'required' },
      verificationCode: { code: 'required' },
    })
    expect(errorsOf(s, { ...validRegister, mobileNum: '09-12', verificationCode: 'x'.repeat(256) })).toEqual({
      mobileNum: { code: 'mobile' },
      verificationCode: { code: 'tooLong', max: 255 },
    })
    expect(
      check(s, { ...validRegister, mobileNum: '0912345678', verificationCode: 'x'.repeat(255) }).success,
    ).toBe(true)
  })
})

describe('registerMobile mode', () => {
  const mobile = setup({ mode: 'registerMobile' })
  const withPassword = setup({ mode: 'registerMobile', flags: { ...noFlags, MOBILENUMPASSREG3: true } })
  const validMobile = { mobileNum: ' 0912345678 ', verificationCode: '123456', agreement: true }

  test('the username is the mobile number', () => {
    expect(check(mobile, validMobile)).toEqual({
      success: true,
      values: {
        mobileNum: '0912345678',
        verificationCode: '123456',
        agreement: true,
        username: '0912345678',
      },
    })
  })

  test('without MOBILENUMPASSREG3 a password is neither asked for nor kept', () => {
    const result = check(mobile, { ...validMobile, password: 'x', confirmPassword: 'y' })
    expect(result.success && result.values.password).toBe(undefined)
  })

  test.each<
    [string, RegistrationSetup, Record<string, unknown>, Partial<Record<RegistrationErrorField, unknown>>]
  >([
    [
      'empty',
      mobile,
      {},
      {
        mobileNum: { code: 'required' },
        verificationCode: { code: 'required' },
        agreement: { code: 'agreement' },
      },
    ],
    ['an invalid number', mobile, { ...validMobile, mobileNum: '12345' }, { mobileNum: { code: 'mobile' } }],
    [
      'the server rule applies after the mobile rule',
      setup({ mode: 'registerMobile', rules: { mobileNum: rule({ patternId: 6, min: 10, max: 10 }) } }),
      { ...validMobile, mobileNum: '091234567' },
      { mobileNum: { code: 'pattern.6', min: 10, max: 10 } },
    ],
    [
      'with MOBILENUMPASSREG3 the passwords are required',
      withPassword,
      validMobile,
      { password: { code: 'required' }, confirmPassword: { code: 'required' } },
    ],
    [
      'and must match',
      withPassword,
      { ...validMobile, password: 'secret12', confirmPassword: 'secret21' },
      { confirmPassword: { code: 'mismatch' } },
    ],
  ])('%s', (_, s, form, expected) => {
    expect(errorsOf(s, form)).toEqual(expected)
  })
})

describe('ruleCheck', () => {
  test.each<[Partial<RegisterFieldRule>, string, boolean]>([
    [{ min: 2, max: 4 }, 'ab', true],
    [{ min: 2, max: 4 }, 'abcd', true],
    [{ min: 2, max: 4 }, 'a', false],
    [{ min: 2, max: 4 }, 'abcde', false],
    [{ min: 2, max: 2 }, '王明', true],
    [{ min: 3 }, '王明', false],
    [{ patternId: 15, max: 3 }, '김철수', true],
    [{ patternId: 99 }, 'an unknown id is length only', true],
    [{ patternId: 99, max: 3 }, 'long', false],
    [{ acceptedPattern: '^\\d+$' }, '123', true],
    [{ acceptedPattern: '^\\d+$' }, '12a', false],
  ])('%j on %j → %s', (overrides, value, passes) => {
    expect(ruleCheck(rule(overrides))(value) === null).toBe(passes)
  })

  test('an unknown id reports as pattern 0 with its limits', () => {
    expect(ruleCheck(rule({ patternId: 99, min: 1, max: 3 }))('long')).toEqual({
      code: 'pattern.0',
      min: 1,
      max: 3,
    })
  })
})

test('rules for fields the form does not know are ignored', () => {
  const rules: RegisterRules = { favouriteColour: rule({ required: true }) }
  expect(check(setup({ rules }), validRegister).success).toBe(true)
})

describe('the rules shown before typing (issue 37)', () => {
  const rulesOf = (s: RegistrationSetup) =>
    Object.fromEntries(registrationFields(s).map(({ name, rule: shown }) => [name, shown]))

  test("the server's username and password rules are the issues their checks raise", () => {
    const s = setup({
      rules: {
        username: rule({ required: true, patternId: 1, min: 6, max: 12 }),
        password: rule({ required: true, patternId: 5, min: 6, max: 20 }),
        email: rule({ patternId: 3 }),
      },
    })
    expect(rulesOf(s)).toEqual({
      username: { code: 'pattern.1', min: 6, max: 12 },
      password: { code: 'pattern.5', min: 6, max: 20 },
      confirmPassword: null,
      email: null,
    })
    expect(errorsOf(s, { username: '1abc', agreement: true }).username).toEqual(rulesOf(s).username)
  })

  test('without server rules the built-in formats are described', () => {
    expect(rulesOf(setup())).toMatchObject({
      username: { code: 'pattern.1', min: 4, max: 16 },
      password: { code: 'password', min: 6, max: 20 },
    })
  })
})
