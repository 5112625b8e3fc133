import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import type { MemberEvent } from '../../events/member-events'
import { depositedMember, mainBalance } from '../../testing/simulated'
import { connectAchievements } from './achievements.connect'
import { createAchievements } from './create-achievements'

let portal: Portal | undefined
afterEach(() => portal?.stop())

describe('achievements against the simulator', () => {
  test('the first deposit reaches an achievement, claimed once into the main wallet and announced', async () => {
    portal = await depositedMember('achflow1', '20.00')
    const before = await mainBalance(portal)
    const heard: MemberEvent[] = []
    portal.events.listen(['money.moved'], (event) => heard.push(event))

    const board = createAchievements(portal).start()
    const ready = connectAchievements(await waitFor(board, (s) => s.matches('ready'), { timeout: 5000 }))
    expect(ready.claimable).toEqual(['FIRST-DEPOSIT'])
    expect(ready.achievements.find((a) => a.achievementId === 'FIRST-DEPOSIT')).toMatchObject({
      progress: 1,
      canClaim: true,
    })
    connectAchievements(board.getSnapshot(), board.send).claim('FIRST-DEPOSIT')
    expect(connectAchievements(board.getSnapshot())).toMatchObject({
      claimable: [],
      claiming: 'FIRST-DEPOSIT',
    })
    const after = connectAchievements(
      await waitFor(board, (s) => s.matches({ ready: 'idle' }) && s.context.claimed !== null, {
        timeout: 5000,
      }),
    )
    expect(after.claimed?.amount.minor).toBe(300n)
    expect(after.achievements.find((a) => a.achievementId === 'FIRST-DEPOSIT')).toMatchObject({
      status: 'claimed',
      canClaim: false,
    })
    expect(heard).toEqual([{ type: 'money.moved', cause: 'bonus' }])
    await mainBalance(portal, (minor) => minor === before + 300n)
    board.stop()
  })
})
