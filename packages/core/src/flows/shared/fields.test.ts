import { expect, test } from 'vitest'
import { withField } from './fields'

test('withField keeps the new value and forgets only that field’s error', () => {
  const context = {
    fields: { to: 'member01', amount: '1.234' },
    fieldErrors: { to: { code: 'to.unknown' }, amount: { code: 'amount.invalid' } },
  }
  expect(withField(context, 'amount', '1.23')).toEqual({
    fields: { to: 'member01', amount: '1.23' },
    fieldErrors: { to: { code: 'to.unknown' } },
  })
  expect(context.fields.amount).toBe('1.234')
})
