import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { mainBalance, signedInPortal } from '../../testing/simulated'
import { createRebate } from './create-rebate'
import { connectRebate } from './rebate.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

describe('manual rebate against the simulator', () => {
  test('shows what accrued per category, claims it into the main wallet once, then nothing is left', async () => {
    const simulator = createSimulator()
    portal = await signedInPortal('member01', simulator)
    const before = await mainBalance(portal)

    const rebate = createRebate(portal).start()
    const ready = connectRebate(await waitFor(rebate, (s) => s.matches('ready'), { timeout: 5000 }))
    expect(ready.rows.map((row) => row.gameCategory)).toEqual(
      expect.arrayContaining(['LOTT', 'ELOTT', 'PVP', 'FISH', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS']),
    )
    expect(ready.total?.minor).toBeGreaterThan(0n)
    const total = ready.total?.minor ?? 0n
    const rebates = () =>
      simulator.store.state.ledgers.get('member01')?.entries.filter((entry) => entry.kind === 'rebate').length

    const paidBefore = rebates()
    rebate.send({ type: 'rebate.claim' })
    const after = connectRebate(
      await waitFor(rebate, (s) => s.matches('ready') && s.context.claimed !== null, { timeout: 5000 }),
    )
    expect(after.claimed?.amount.minor).toBe(total)
    expect(after.total?.minor).toBe(0n)
    expect(after.canClaim).toBe(false)
    expect(rebates()).toBe((paidBefore ?? 0) + 1)
    // The header's balance follows.
    await mainBalance(portal, (minor) => minor === before + total)
    rebate.stop()
  })
})
