import { endpoints, moneyFromApi } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { wheelSegments } from './seed/prize-wheel'
import { createSimulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'
import { freshMember, playOnce, settledDeposit } from './testing/play'

describe('prize wheel', () => {
  test('tickets come from valid bets; a spin spends one, the platform picks the segment and pays it through the ledger once', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'wheel1')
    const wheel = await client.call(endpoints.prizeWheelInfo, undefined)
    expect(wheel.segments.map((prize) => prize.minor)).toEqual(wheelSegments.map(BigInt))
    expect(await client.call(endpoints.tickets, undefined)).toEqual({ available: 0, earned: 0, spins: [] })
    const spin = (requestId: string, wheelId = wheel.wheelId) =>
      client.call(endpoints.claimTickets, { wheelId, requestId })
    expect(await codeOf(spin('spin-key-0'))).toBe('no_tickets')

    await playOnce(simulator, client, 50)
    expect(await client.call(endpoints.tickets, undefined)).toMatchObject({ available: 0, earned: 0 })
    await playOnce(simulator, client, 50)
    expect(await client.call(endpoints.tickets, undefined)).toMatchObject({ available: 1, earned: 1 })

    const ledger = () => simulator.store.state.ledgers.get('wheel1')?.entries ?? []
    const before = ledger().length
    const result = await spin('spin-key-1')
    const prize = wheelSegments[result.segment]
    expect(prize).toBeDefined()
    expect(result).toMatchObject({ prize: moneyFromApi((prize ?? 0) / 100), ticketsLeft: 0 })
    expect(ledger().slice(before)).toEqual(
      prize ? [expect.objectContaining({ kind: 'bonus', amount: prize, reference: result.reference })] : [],
    )
    // The same key answers the same spin and pays nothing more; the key for another wheel is a conflict; a new
    // key is a second spin, with no ticket left.
    expect(await spin('spin-key-1')).toEqual(result)
    expect(await codeOf(spin('spin-key-1', 'WHEEL-OTHER'))).toBe('idempotency_conflict')
    expect(await codeOf(spin('spin-key-2'))).toBe('no_tickets')
    expect(await codeOf(spin('spin-key-3', 'WHEEL-OTHER'))).toBe('unknown_wheel')
    expect(ledger().length).toBe(before + (prize ? 1 : 0))

    const held = await client.call(endpoints.tickets, undefined)
    expect(held).toMatchObject({ available: 0, earned: 1 })
    expect(held.spins).toEqual([{ segment: result.segment, prize: result.prize, at: expect.any(String) }])
  })

  test('every spin pays exactly its segment: the balance is the first balance plus the prizes', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'wheel2')
    await settledDeposit(simulator, 'wheel2', '1200.00')
    const wheel = await client.call(endpoints.prizeWheelInfo, undefined)
    const { available } = await client.call(endpoints.tickets, undefined)
    expect(available).toBe(12)
    const start = simulator.store.state.ledgers.get('wheel2')?.entries.length ?? 0
    let paid = 0n
    let last = 0n
    for (let n = 0; n < available; n++) {
      const result = await client.call(endpoints.claimTickets, {
        wheelId: wheel.wheelId,
        requestId: `spin-many-${n}`,
      })
      expect(result.prize).toEqual(wheel.segments[result.segment])
      expect(result.ticketsLeft).toBe(available - n - 1)
      paid += result.prize.minor
      last = result.balance.minor
    }
    const entries = simulator.store.state.ledgers.get('wheel2')?.entries.slice(start) ?? []
    expect(entries.every((entry) => entry.kind === 'bonus')).toBe(true)
    expect(BigInt(entries.reduce((sum, entry) => sum + entry.amount, 0))).toBe(paid)
    expect(last).toBe(10_000n + 120_000n + paid)
    const { spins } = await client.call(endpoints.tickets, undefined)
    expect(spins).toHaveLength(available)
    // More than one segment came up: the platform draws, it does not repeat one answer.
    expect(new Set(spins.map((spin) => spin.segment)).size).toBeGreaterThan(1)
  })

  test('a pending deposit earns nothing; a trial account never spins', async () => {
    const simulator = createSimulator()
    const client = await freshMember(simulator, 'wheel3')
    await dev(simulator, '/ledger/deposit', { account: 'wheel3', amount: '500.00' })
    expect(await client.call(endpoints.tickets, undefined)).toMatchObject({ available: 0 })

    const trial = testClient(simulator)
    await signIn(trial, 'trial01', 'Demo1234')
    expect(
      await codeOf(trial.call(endpoints.claimTickets, { wheelId: 'WHEEL-1', requestId: 'trial-key-1' })),
    ).toBe('in_need_true_account')
  })
})
