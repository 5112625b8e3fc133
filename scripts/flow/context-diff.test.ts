import { expect, test } from 'vitest'
import { changedPairs, leaves } from './context-diff'

test('a first snapshot shows what says something; later ones what changed', () => {
  const first = leaves({
    language: 'EN',
    member: null,
    fields: { username: '', password: '' },
    failure: null,
  })
  expect(changedPairs(first, undefined)).toEqual(['language="EN"'])
  const typed = leaves({
    language: 'EN',
    member: null,
    fields: { username: 'm', password: '' },
    failure: null,
  })
  expect(changedPairs(typed, first)).toEqual(['fields.username="m"'])
})

test('an object appearing or going is reported once, by its new form', () => {
  const anonymous = leaves({ member: null })
  const signedIn = leaves({ member: { account: 'member01', type: 0 } })
  expect(changedPairs(signedIn, anonymous)).toEqual(['member.account="member01"', 'member.type=0'])
  expect(changedPairs(anonymous, signedIn)).toEqual(['member=null'])
})

test('many flags read as a count, long values are cut', () => {
  const flags = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`FLAG${i}`, i % 2 === 0]))
  const shown = leaves({ flags, token: 'x'.repeat(80) })
  expect(shown.get('flags')).toBe('5/10 on')
  expect(shown.get('token')).toHaveLength(48)
  expect(shown.get('token')?.endsWith('…')).toBe(true)
})
