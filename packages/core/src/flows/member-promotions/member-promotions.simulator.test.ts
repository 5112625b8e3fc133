import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import type { MemberEvent } from '../../events/member-events'
import { mainBalance, signedInPortal } from '../../testing/simulated'
import { createMemberPromotions } from './create-member-promotions'
import { connectMemberPromotions } from './member-promotions.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

describe('member promotions against the simulator', () => {
  test('member01 claims the gift the back office issued and today’s login bonus, each once, announced', async () => {
    portal = await signedInPortal('member01')
    const before = await mainBalance(portal)
    const heard: MemberEvent[] = []
    portal.events.listen(['money.moved'], (event) => heard.push(event))

    const board = createMemberPromotions(portal).start()
    const ready = connectMemberPromotions(await waitFor(board, (s) => s.matches('ready'), { timeout: 5000 }))
    expect(ready.offers.map((offer) => offer.id).slice(0, 3)).toEqual([
      'issued:GIFT-1001',
      'register',
      'login',
    ])
    expect(ready.claimable).toEqual(expect.arrayContaining(['issued:GIFT-1001', 'register', 'login']))

    const settle = () =>
      waitFor(
        board,
        (s) => s.matches({ ready: 'idle' }) && s.context.claimed !== null && s.context.claim === null,
        {
          timeout: 5000,
        },
      )
    connectMemberPromotions(board.getSnapshot(), board.send).claim('issued:GIFT-1001')
    expect(connectMemberPromotions(board.getSnapshot()).claiming).toBe('issued:GIFT-1001')
    const afterGift = connectMemberPromotions(await settle())
    expect(afterGift.claimed?.amount.minor).toBe(1_888n)
    expect(afterGift.offers.find((offer) => offer.id === 'issued:GIFT-1001')).toMatchObject({
      state: 'claimed',
      canClaim: false,
    })

    connectMemberPromotions(board.getSnapshot(), board.send).claim('login')
    const afterLogin = connectMemberPromotions(
      await waitFor(board, (s) => s.matches({ ready: 'idle' }) && !s.context.claimable.includes('login'), {
        timeout: 5000,
      }),
    )
    expect(afterLogin.offers.find((offer) => offer.id === 'login')).toMatchObject({
      state: 'claimed',
      reason: 'login_claimed_today',
    })
    expect(heard).toEqual([
      { type: 'money.moved', cause: 'bonus' },
      { type: 'money.moved', cause: 'bonus' },
    ])
    await mainBalance(portal, (minor) => minor === before + 1_888n + 200n)
    board.stop()
  })
})
