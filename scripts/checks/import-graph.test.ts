import { describe, expect, test } from 'vitest'
import { importLoops } from './import-graph'

describe('importLoops', () => {
  test('finds a loop of three and a self-import, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ])
    expect(importLoops(graph)).toEqual([['a', 'b', 'c'], ['e']])
    expect(
      importLoops(
        new Map([
          ['x', ['y']],
          ['y', []],
        ]),
      ),
    ).toEqual([])
  })
})
