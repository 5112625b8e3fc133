import { describe, expect } from 'vitest'
import { type AnyMachineSnapshot, fromCallback } from 'xstate'
import { ApiError } from '../../api/errors'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectVip } from './vip.connect'
import { bronzeVip, silverVip, topVip } from './vip.fixtures'
import { vipMachine } from './vip.machine'
import type { VipContext } from './vip.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as VipContext
const view = (snapshot: AnyMachineSnapshot) => connectVip(snapshot as never)

describe('VIP page model', () => {
  testModel(vipMachine.provide({ actors: { followMoney: fromCallback(() => {}) } }), {
    keepActors: ['followMoney'],
    events: () => [{ type: 'vip.refresh' }, { type: 'vip.retry' }, { type: 'vip.dismiss' }],
    outputs: { loadVip: [bronzeVip, silverVip, topVip] },
    errors: { loadVip: [new ApiError({ kind: 'network', endpoint: 'vipProgress' })] },
    rules: {
      'vip.refresh': ({ before, after }) => {
        expect(after.matches('loading')).toBe(true)
        // What was shown stays while it loads again.
        expect(contextOf(after).info).toBe(contextOf(before).info)
      },
      'vip.retry': ({ after }) => expect(after.matches('loading')).toBe(true),
      'vip.dismiss': ({ after }) => expect(contextOf(after).rankedUp).toBeNull(),
      'xstate.done.actor.loadVip': ({ before, after, event }) => {
        const shown = view(after)
        expect(shown.status).toBe('ready')
        expect(shown.current).toEqual({
          level: event.output.progress.level,
          name: event.output.progress.name,
        })
        if (event.output.progress.next) {
          expect(shown.turnover?.needed).toEqual(event.output.progress.next.turnover)
          expect(shown.turnover?.percent).toBeGreaterThanOrEqual(0)
          expect(shown.turnover?.percent).toBeLessThanOrEqual(100)
        } else expect(shown).toMatchObject({ next: null, turnover: null, deposits: null })
        expect(shown.levels.filter((level) => level.standing === 'current')).toHaveLength(1)
        const was = contextOf(before).info?.progress.level
        if (was !== undefined && event.output.progress.level > was)
          expect(shown.rankedUp?.level).toBe(event.output.progress.level)
        if (was === undefined) expect(shown.rankedUp).toBeNull()
      },
      'xstate.error.actor.loadVip': ({ after }) =>
        expect(view(after)).toMatchObject({ status: contextOf(after).info ? 'ready' : 'failed' }),
    },
  })
})

testTransitionCoverage(vipMachine)
