import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import type { MemberEvent } from '../../events/member-events'
import { depositedMember, mainBalance } from '../../testing/simulated'
import { createPrizeWheel } from './create-prize-wheel'
import { connectPrizeWheel } from './prize-wheel.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

describe('the prize wheel against the simulator', () => {
  test('a spin shows the platform’s answer, pays it into the main wallet and announces it; the last ticket spent, a spin elsewhere is refused no_tickets', async () => {
    portal = await depositedMember('wheelflow1', '100.00')
    const before = await mainBalance(portal)
    const heard: MemberEvent[] = []
    portal.events.listen(['money.moved'], (event) => heard.push(event))

    // Two tabs on one ticket.
    const wheel = createPrizeWheel(portal).start()
    const other = createPrizeWheel(portal).start()
    const ready = connectPrizeWheel(await waitFor(wheel, (s) => s.matches('ready'), { timeout: 5000 }))
    await waitFor(other, (s) => s.matches('ready'), { timeout: 5000 })
    expect(ready.tickets).toMatchObject({ available: 1, earned: 1, spins: [] })
    expect(ready).toMatchObject({ canSpin: true, spinning: false, result: null })
    const wheelId = ready.wheel?.wheelId ?? ''

    connectPrizeWheel(wheel.getSnapshot(), wheel.send).claim(wheelId)
    expect(connectPrizeWheel(wheel.getSnapshot())).toMatchObject({ spinning: true, canSpin: false })
    const after = connectPrizeWheel(
      await waitFor(wheel, (s) => s.matches({ ready: 'idle' }) && s.context.claimed !== null, {
        timeout: 5000,
      }),
    )
    const result = after.result
    expect(result?.prize).toEqual(ready.wheel?.segments[result?.segment ?? -1])
    expect(after.tickets).toMatchObject({ available: 0, spins: [{ segment: result?.segment }] })
    expect(after.canSpin).toBe(false)
    expect(heard).toEqual([{ type: 'money.moved', cause: 'bonus' }])
    const prize = result?.prize.minor ?? 0n
    await mainBalance(portal, (minor) => minor === before + prize)

    connectPrizeWheel(other.getSnapshot(), other.send).claim(wheelId)
    const refused = connectPrizeWheel(
      await waitFor(other, (s) => s.matches({ ready: 'claimFailed' }), { timeout: 5000 }),
    )
    expect(refused.claimFailure).toMatchObject({ kind: 'business', code: 'no_tickets' })
    expect(refused.canRetryClaim).toBe(false)
    wheel.stop()
    other.stop()
  })
})
