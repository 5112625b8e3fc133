import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { SaferGambling } from '../../api/schemas/safer-gambling'
import { money } from '../../domain/money'
import { networkDown } from '../../testing/fixtures'
import { checkMachine, visited } from '../../testing/machine-property'
import { settingsSample } from '../safer-gambling/safer-gambling.fixtures'
import { realityCheckMachine } from './reality-check.machine'

const every15: SaferGambling = { ...settingsSample(null), realityCheckMinutes: 15 }

describe('reality check properties over random answers, waits, continues and stops', () => {
  test('a reminder only after a whole interval of play; stopped once, for good', async () => {
    const visits = await checkMachine({
      machine: realityCheckMachine,
      input: { since: '2026-03-01T08:00:00.000Z' },
      events: fc.constantFrom({ type: 'reality.continue' }, { type: 'reality.stop' }),
      outputs: {
        loadSettings: [every15, settingsSample(null)],
        sessionResult: [{ net: money(1_000n) }, { net: money(-500n) }],
      },
      errors: { loadSettings: [networkDown], sessionResult: [networkDown] },
      waits: [1000, 60_000, 15 * 60_000],
      check: ({ step, before, after, emitted, started }) => {
        // The net result is asked only when an interval ends.
        if (started.some((call) => call.id === 'sessionResult')) {
          expect(step.kind).toBe('wait')
          expect(before.matches('playing')).toBe(true)
        }
        // Off stays off; stopped stays stopped and says so once.
        if (before.matches('off')) expect(after.matches('off')).toBe(true)
        if (before.matches('stopped')) expect(emitted).toEqual([])
        if (after.matches('stopped') && !before.matches('stopped'))
          expect(emitted).toEqual([{ type: 'reality.stopped' }])
      },
    })
    expect(visited(visits, 'shown')).toBe(true)
    expect(visited(visits, 'stopped')).toBe(true)
  }, 120_000)
})
