import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { fromCallback } from 'xstate'
import { ApiError } from '../../api/errors'
import { runs } from '../../dev/runs'
import { money } from '../../domain/money'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectVip } from './vip.connect'
import { bronzeVip, silverVip, topVip } from './vip.fixtures'
import { vipMachine } from './vip.machine'
import { shareDone, stillNeeded } from './vip.rules'
import type { VipContext } from './vip.types'

const minor = fc.bigInt({ min: -1_000_000n, max: 100_000_000n })

describe('VIP progress rules', () => {
  test('the bar is a whole percentage from 0 to 100, full exactly when met; what is left is never negative', () => {
    fc.assert(
      fc.property(minor, minor, (done, needed) => {
        const percent = shareDone(money(done), money(needed))
        const left = stillNeeded(money(done), money(needed))
        expect(Number.isInteger(percent)).toBe(true)
        expect(percent).toBeGreaterThanOrEqual(0)
        expect(percent).toBeLessThanOrEqual(100)
        expect(percent === 100).toBe(needed <= 0n || done >= needed)
        expect(left.minor >= 0n).toBe(true)
        if (done < needed) expect(done + left.minor).toBe(needed)
      }),
      { numRuns: runs.rules },
    )
  })
})

describe('VIP page properties over random refreshes, retries and answers', () => {
  test('one load at a time; the last answer shows; a rank-up is announced only when the level rose', async () => {
    const visits = await checkMachine({
      machine: vipMachine.provide({ actors: { followMoney: fromCallback(() => {}) } }),
      keepActors: ['followMoney'],
      events: fc.constantFrom({ type: 'vip.refresh' }, { type: 'vip.retry' }, { type: 'vip.dismiss' }),
      outputs: { loadVip: [bronzeVip, silverVip, topVip] },
      errors: { loadVip: [new ApiError({ kind: 'timeout', endpoint: 'vipProgress' })] },
      check: ({ before, after, pending, answered }) => {
        const was = before.context as VipContext
        const is = after.context as VipContext
        expect(pending.filter((call) => call.id === 'loadVip').length).toBeLessThanOrEqual(1)
        if (answered?.ok) expect(is.info).toBe(answered.value)
        else if (was.info) expect(is.info).toBe(was.info)
        if (is.rankedUp && is.rankedUp !== was.rankedUp) {
          expect(answered?.ok).toBe(true)
          expect(is.rankedUp.level).toBeGreaterThan(was.info?.progress.level ?? Number.POSITIVE_INFINITY)
        }
        const shown = connectVip(after as never)
        if (is.info) expect(shown.status).toBe('ready')
      },
    })
    expect(visited(visits, 'ready')).toBe(true)
  }, 120_000)
})
