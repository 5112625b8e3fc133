import { expect, test } from 'vitest'
import { captchaApplies } from './login.rules'

test.each([
  [true, 'username', true],
  [true, 'sms', false],
  [false, 'username', false],
  [false, 'sms', false],
] as const)('captcha shown %s in %s mode applies: %s', (captchaShown, type, applies) => {
  expect(captchaApplies({ captchaShown, type })).toBe(applies)
})
