import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { checkMachine, visited } from '../../testing/machine-property'
import { type CaptchaContext, captchaMachine, captchaThrottleMs } from './captcha.machine'

const events = fc.constantFrom({ type: 'captcha.load' }, { type: 'captcha.refresh' })

describe('captcha properties over random loads, refreshes, answers and time', () => {
  test('spec §4/§9: a user refresh loads at most once per 1000 ms and is never lost; the image is the last answer', async () => {
    let lastLoadAt = Number.NEGATIVE_INFINITY
    let waitingRefresh = false
    const visits = await checkMachine({
      machine: captchaMachine,
      events,
      outputs: { loadCaptcha: ['data:image/png;base64,AAAA', 'data:image/png;base64,BBBB'] },
      waits: [1, 400, captchaThrottleMs - 1, captchaThrottleMs, 60_000],
      start: () => {
        lastLoadAt = Number.NEGATIVE_INFINITY
        waitingRefresh = false
      },
      check: ({ step, before, after, started, pending, answered, now }) => {
        const is = after.context as CaptchaContext
        expect(pending.length).toBeLessThanOrEqual(1)
        const serverAsked = step.kind === 'send' && step.event.type === 'captcha.load'
        if (serverAsked) waitingRefresh = false
        if (step.kind === 'send' && step.event.type === 'captcha.refresh' && !before.matches('hidden'))
          waitingRefresh = !before.matches('loading')
        if (started.length > 0) {
          // The server's demand bypasses the throttle; a user's refresh waits for the window (spec §9).
          if (!serverAsked) expect(now - lastLoadAt).toBeGreaterThanOrEqual(captchaThrottleMs)
          lastLoadAt = now
          waitingRefresh = false
        }
        // A refresh asked for during the window runs when it ends, not never.
        if (waitingRefresh && after.matches('ready')) expect.fail('a queued refresh was dropped')
        if (answered?.ok) expect(is.image).toBe(answered.value)
        // A spent image never shows while its successor loads: an answer typed to it would be refused.
        if (after.matches('loading')) expect(is.image).toBeNull()
        if (answered) expect(is.failed).toBe(!answered.ok)
      },
    })
    expect(visited(visits, 'throttled')).toBe(true)
    expect(visited(visits, 'ready')).toBe(true)
  }, 120_000)
})
