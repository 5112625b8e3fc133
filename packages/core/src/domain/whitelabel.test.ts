import { describe, expect, test } from 'vitest'
import { decodeWhitelabel, type WhitelabelFlag, type WhitelabelModule, whitelabelFlags } from './whitelabel'

const on = (modId: string, childrenNodes?: WhitelabelModule[] | null): WhitelabelModule => ({
  modId,
  enabled: '1',
  childrenNodes,
})
const off = (modId: string, childrenNodes?: WhitelabelModule[]): WhitelabelModule => ({
  modId,
  enabled: '0',
  childrenNodes,
})

const enabledFlags = (tree: WhitelabelModule[]): WhitelabelFlag[] =>
  whitelabelFlags.filter((flag) => decodeWhitelabel(tree)[flag])

describe('decodeWhitelabel', () => {
  test.each<[string, WhitelabelModule[], WhitelabelFlag[]]>([
    ['empty tree', [], []],
    [
      'top-level flags',
      [on('DIRECTREG3'), off('FREEPLAY3'), on('AGENTPOLICY3')],
      ['DIRECTREG3', 'AGENTPOLICY3'],
    ],
    [
      'nested under an enabled parent',
      [on('REG', [on('USERNAMEREG3', [on('REGMOBVERF3')])])],
      ['USERNAMEREG3', 'REGMOBVERF3'],
    ],
    ['nested under a disabled parent', [off('REG', [on('USERNAMEREG3'), on('MOBILENUMREG3')])], []],
    ['deep under a disabled grandparent', [off('A', [on('B', [on('FREEPLAY3')])])], []],
    ['enabled child of a disabled flag', [off('MOBILENUMREG3', [on('MOBILENUMPASSREG3')])], []],
    ['null children', [on('CHNGPASSVERIF3', null)], ['CHNGPASSVERIF3']],
    ['unknown modules are ignored', [on('SOMETHINGELSE'), on('usernamereg3')], []],
    [
      'only "1" is on',
      [
        { modId: 'FREEPLAY3', enabled: 'true' },
        { modId: 'DIRECTREG3', enabled: '' },
      ],
      [],
    ],
    [
      'duplicate: on when any reachable occurrence is on',
      [off('FREEPLAY3'), on('G', [on('FREEPLAY3')])],
      ['FREEPLAY3'],
    ],
    [
      'duplicate: off when the only enabled one is unreachable',
      [off('FREEPLAY3'), off('G', [on('FREEPLAY3')])],
      [],
    ],
    ['all ten', whitelabelFlags.map((flag) => on(flag)), [...whitelabelFlags]],
  ])('%s', (_name, tree, expected) => {
    expect(enabledFlags(tree)).toEqual(expected)
  })

  test('returns every flag as a key', () => {
    expect(Object.keys(decodeWhitelabel([])).sort()).toEqual([...whitelabelFlags].sort())
  })
})
