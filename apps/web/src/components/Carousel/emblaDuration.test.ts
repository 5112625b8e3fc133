import { describe, expect, it } from 'vitest'
import { emblaDuration, glideMs } from './emblaDuration'

describe('emblaDuration', () => {
  it('turns the spec’s 1000 ms transition into the figure whose glide takes a second', () => {
    const figure = emblaDuration(1000)
    expect(glideMs(figure)).toBeGreaterThanOrEqual(1000)
    // One step less would already be faster than the spec's second, by less than a frame's worth per figure.
    expect(glideMs(figure - 1)).toBeLessThan(1000)
    expect(glideMs(figure) - 1000).toBeLessThan(50)
  })

  it('grows with the time asked for', () => {
    expect(emblaDuration(500)).toBeLessThan(emblaDuration(1000))
    // embla's own default figure (25) glides in about 0.7 s.
    expect(Math.round(glideMs(25) / 100)).toBe(7)
  })
})
