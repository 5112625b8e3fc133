import { describe, expect, test } from 'vitest'
import type { PatternId } from './issues'
import { acceptedPatternTest, isPatternId, matchesPattern, patternIds } from './patterns'

const examples: Record<PatternId, { accept: string[]; reject: string[] }> = {
  0: { accept: ['anything at all', '王小明', '!@#'], reject: [] },
  1: { accept: ['a', 'player01', 'Abc123'], reject: ['1abc', '_abc', 'ab c', 'ab-c', '王abc'] },
  2: { accept: ['abc', '王小明', 'Li王'], reject: ['abc1', 'a b', '王-明', '한국'] },
  3: {
    accept: ['a@b.co', 'first.last+tag@mail.example.com', 'x_y@sub-domain.org'],
    reject: ['plain', 'a@b', '@b.com', 'a@.com', 'a b@c.com', 'a@b.c'],
  },
  4: { accept: ['abc', '123', 'abc123'], reject: ['abc 123', '王1', 'abc!', 'é1'] },
  5: { accept: ['abc123', '1a', 'a1!@'], reject: ['abcdef', '123456', 'a1 b2', '!!!'] },
  6: { accept: ['0', '0912345678'], reject: ['12a', '+886', '1 2', '١٢٣'] },
  7: { accept: ['Abc123', 'ABC', 'aB1'], reject: ['abc123', 'Abc 123', 'Abc!', '123'] },
  8: { accept: ['John Smith', 'abc', ' '], reject: ['John2', 'José', 'O’Neil'] },
  9: { accept: ['abc!@#', '王小明', 'a-b'], reject: ['a b', 'a\tb', 'a\u3000b'] },
  10: { accept: ['王小明', '王·小明', '（王）'], reject: ['Wang', '王1', '王 明'] },
  11: {
    accept: ['2000-02-29', '1999-12-31', '2024-01-01'],
    reject: ['1900-02-29', '2023-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '24-01-01', '2024/01/01'],
  },
  12: { accept: ['Jo', 'Nguyễn Văn An', 'Ab C'], reject: ['A', 'A ', 'Jo2', 'Jo-Ann'] },
  13: {
    accept: ['02-29-2000', '12-31-1999', '01-01-2024'],
    reject: ['02-29-1900', '31-12-1999', '2024-01-01', '04-31-2024', '1-1-2024'],
  },
  14: { accept: ['abc123', '1a'], reject: ['abc', '123', 'a1!', 'a 1'] },
  15: { accept: ['김철수', '한국어'], reject: ['Kim', '김 철수', '김1', '王'] },
}

describe.each(patternIds.map((id) => [id] as const))('pattern %i', (id) => {
  test.each(examples[id].accept)('accepts %j', (value) => expect(matchesPattern(id, value)).toBe(true))
  test.each(examples[id].reject.map((value) => [value]))('rejects %j', (value) =>
    expect(matchesPattern(id, value)).toBe(false),
  )
})

test('the ids are exactly 0 to 15', () => {
  expect(patternIds).toEqual([...Array(16).keys()])
  expect([-1, 16, 1.5, Number.NaN].filter(isPatternId)).toEqual([])
})

describe('acceptedPatternTest (the server regex)', () => {
  test.each([
    [null, 'x', true],
    ['', 'x', true],
    ['*', 'anything', true],
    ['^[a-z]+$', 'abc', true],
    ['^[a-z]+$', 'ABC', false],
    ['\\d{3}', 'a123b', true],
  ] as const)('%j on %j → %s', (pattern, value, expected) => {
    expect(acceptedPatternTest(pattern)(value)).toBe(expected)
  })

  test.each(['(', '[a-', '+x', '**'])('an invalid pattern %j accepts instead of throwing', (pattern) => {
    expect(acceptedPatternTest(pattern)('anything')).toBe(true)
  })
})
