import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { depositedMember, mainBalance } from '../../testing/simulated'
import { createMissionCentre } from './create-mission-centre'
import { connectMissionCentre } from './mission-centre.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

describe('mission centre against the simulator', () => {
  test('a milestone reached by a deposit is claimed once into the main wallet, and the balance follows', async () => {
    portal = await depositedMember('missions1', '100.00')
    const before = await mainBalance(portal)

    const centre = createMissionCentre(portal).start()
    const ready = connectMissionCentre(await waitFor(centre, (s) => s.matches('ready'), { timeout: 5000 }))
    expect(ready.claimable).toEqual(['DEPOSIT-100'])
    expect(ready.milestones.find((m) => m.milestoneId === 'DEPOSIT-100')).toMatchObject({
      percent: 100,
      canClaim: true,
    })
    expect(ready.rules.length).toBeGreaterThan(0)
    expect(ready.leaderboard.length).toBeGreaterThan(0)

    centre.send({ type: 'board.claim', id: 'DEPOSIT-100' })
    const after = connectMissionCentre(
      await waitFor(centre, (s) => s.matches({ ready: 'idle' }) && s.context.claimed !== null, {
        timeout: 5000,
      }),
    )
    expect(after.claimed?.amount.minor).toBe(500n)
    expect(after.milestones.find((m) => m.milestoneId === 'DEPOSIT-100')).toMatchObject({
      status: 'claimed',
      canClaim: false,
    })
    expect(after.claimable).toEqual([])
    await mainBalance(portal, (minor) => minor === before + 500n)
    centre.stop()
  })
})
