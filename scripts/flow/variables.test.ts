// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the runner's own ${name} variables, not a template
import { expect, test } from 'vitest'
import { substitute } from './variables'

test('variables are replaced in every string of a step, however deep', () => {
  const step = { send: { type: 'login.change', value: '${sms}', list: ['x${sms}y', 3] }, to: 'login' }
  expect(substitute(step, { sms: '022341' })).toEqual({
    send: { type: 'login.change', value: '022341', list: ['x022341y', 3] },
    to: 'login',
  })
})

test('an unknown variable fails the step instead of sending the placeholder', () => {
  expect(() => substitute({ value: '${code}' }, { sms: '1' })).toThrow('no variable ${code}')
})
