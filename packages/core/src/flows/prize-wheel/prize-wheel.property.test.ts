import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { runs } from '../../dev/runs'
import { restingAngle, segmentAt, wheelTurns } from './prize-wheel.rules'

const wheel = fc
  .integer({ min: 2, max: 24 })
  .chain((segments) => fc.record({ segments: fc.constant(segments), segment: fc.nat(segments - 1) }))

describe('the wheel shows the platform’s answer', () => {
  test('it rests on the answered segment, after whole turns forward from where it was', () => {
    fc.assert(
      fc.property(wheel, fc.double({ min: 0, max: 1e6, noNaN: true }), ({ segments, segment }, previous) => {
        const angle = restingAngle(previous, segment, segments)
        expect(segmentAt(angle, segments)).toBe(segment)
        expect(angle).toBeGreaterThanOrEqual(previous + wheelTurns * 360)
        expect(angle).toBeLessThan(previous + (wheelTurns + 1) * 360)
      }),
      { numRuns: runs.rules },
    )
  })

  test('a run of spins only ever turns forward, each resting on its answer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 24 }).chain((segments) =>
          fc.record({
            segments: fc.constant(segments),
            answers: fc.array(fc.nat(segments - 1), { minLength: 1, maxLength: 20 }),
          }),
        ),
        ({ segments, answers }) => {
          let angle = 0
          for (const answer of answers) {
            const next = restingAngle(angle, answer, segments)
            expect(next).toBeGreaterThan(angle)
            expect(segmentAt(next, segments)).toBe(answer)
            angle = next
          }
        },
      ),
      { numRuns: runs.rules },
    )
  })

  test('the pointer at the top reads segment 0 before any spin, and each segment’s middle', () => {
    expect(segmentAt(0, 8)).toBe(0)
    expect(restingAngle(0, 0, 8)).toBe(5 * 360 + 337.5)
    expect(restingAngle(0, 2, 4)).toBe(5 * 360 + 135)
  })
})
