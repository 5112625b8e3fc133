import { describe, expect, test } from 'vitest'
import { csvField, csvLine, csvTable } from './csv'

describe('csv', () => {
  test('plain text stays as is', () => {
    expect(csvField('agent01', true)).toBe('agent01')
  })
  test('commas, quotes and newlines are quoted, quotes doubled', () => {
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\rlf')).toBe('"cr\rlf"')
  })
  test.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx'])('a formula-like text cell %j is defused', (value) => {
    expect(csvField(value, true).replace(/^"/, '').startsWith("'")).toBe(true)
  })
  test('a defused cell that also needs quoting is quoted around the apostrophe', () => {
    expect(csvField('=1,2', true)).toBe(`"'=1,2"`)
  })
  test('amounts are exact decimal text, negatives untouched', () => {
    expect(csvField('-12.50')).toBe('-12.50')
    expect(csvField('1234567890123456.78')).toBe('1234567890123456.78')
  })
  test('lines end in CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n')
  })
  test('a table: translated header then rows, Chinese kept', () => {
    const csv = csvTable(
      ['帳號', '盈虧'],
      [
        [{ text: 'member,01' }, { amount: '-3.00' }],
        [{ text: '=HYPERLINK("x")' }, { amount: '10.25' }],
      ],
    )
    expect(csv).toBe('帳號,盈虧\r\n"member,01",-3.00\r\n"\'=HYPERLINK(""x"")",10.25\r\n')
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3)
  })
})
