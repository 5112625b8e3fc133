import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { signInAs, simulatedPortal } from '../../testing/simulated'
import { createPointsMall } from './create-points-mall'
import { connectPointsMall } from './points-mall.connect'

/** The points mall against the in-process simulator: redemptions, their decision, cash to points. */
let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

const idle = { timeout: 5000 }

/** A simulator and a portal signed in as member01 (stopped after the test). */
async function signInMember01() {
  const simulator = createSimulator()
  const started = simulatedPortal(simulator)
  portal = started
  started.actor.start()
  await signInAs(started, 'member01')
  return { simulator, portal: started }
}

describe('points mall against the simulator', () => {
  test('a member redeems with the fund password; the decision shows once the mall reads again', async () => {
    const { simulator, portal } = await signInMember01()
    const member = simulator.store.findMember('member01')
    if (!member) throw new Error('seed lost member01')
    member.points = 5_000
    const mall = createPointsMall(portal).start()
    await waitFor(mall, (s) => s.matches({ ready: 'idle' }), idle)
    expect(connectPointsMall(mall.getSnapshot())).toMatchObject({ signedIn: true, points: 5_000 })

    mall.send({ type: 'points.choose', rewardId: 'R-CASH10' })
    mall.send({ type: 'points.redeemField', field: 'quantity', value: '2' })
    mall.send({ type: 'points.redeemField', field: 'password', value: '000000' })
    mall.send({ type: 'points.redeem' })
    await waitFor(mall, (s) => s.matches({ ready: 'idle' }), idle)
    expect(connectPointsMall(mall.getSnapshot()).redeemFailure).toMatchObject({ code: 'wrong_fund_password' })

    mall.send({ type: 'points.redeemField', field: 'password', value: '123456' })
    mall.send({ type: 'points.redeem' })
    await waitFor(mall, (s) => s.matches({ ready: 'idle' }) && s.context.done === 'redeemed', idle)
    const redeemed = connectPointsMall(mall.getSnapshot())
    expect(redeemed.points).toBe(3_000)
    expect(redeemed.redemptions[0]).toMatchObject({ quantity: 2, status: 'applying' })

    const record = simulator.store.state.redemptions[0]
    if (record) record.status = 'passed'
    mall.send({ type: 'points.changed' })
    await waitFor(mall, (s) => s.context.data?.redemptions[0]?.status === 'passed', idle)
    mall.stop()
  })

  test('cash to points debits the main wallet once and adds points at the ratio', async () => {
    const { portal } = await signInMember01()
    const mall = createPointsMall(portal).start()
    await waitFor(mall, (s) => s.matches({ ready: 'idle' }), idle)
    const before = connectPointsMall(mall.getSnapshot())
    mall.send({ type: 'points.convertField', field: 'amount', value: '10' })
    mall.send({ type: 'points.convertField', field: 'password', value: '123456' })
    mall.send({ type: 'points.convert' })
    await waitFor(mall, (s) => s.matches({ ready: 'idle' }) && s.context.done === 'converted', idle)
    const after = connectPointsMall(mall.getSnapshot())
    expect(after.points).toBe((before.points ?? 0) + 100)
    expect(after.balance?.minor).toBe((before.balance?.minor ?? 0n) - 1_000n)
    // In the portal's language (zh-Hant by default), as the simulator writes each change.
    expect(after.changes[0]).toMatchObject({ change: 100, remarks: '現金兌換積分' })
    mall.stop()
  })

  test('a conversion pressed while the mall reads again (the channel reconnected) is sent, once', async () => {
    const { simulator, portal } = await signInMember01()
    const mall = createPointsMall(portal).start()
    await waitFor(mall, (s) => s.matches({ ready: 'idle' }), idle)
    const before = connectPointsMall(mall.getSnapshot())
    const conversions = () =>
      (simulator.store.state.ledgers.get('member01')?.entries ?? []).filter(
        (entry) => entry.kind === 'pointsConversion',
      ).length
    const conversionsBefore = conversions()
    mall.send({ type: 'points.convertField', field: 'amount', value: '10' })
    mall.send({ type: 'points.convertField', field: 'password', value: '123456' })
    mall.send({ type: 'points.changed' })
    expect(mall.getSnapshot().matches({ ready: 'reloading' })).toBe(true)
    mall.send({ type: 'points.convert' })
    expect(mall.getSnapshot().matches({ ready: 'converting' })).toBe(true)
    await waitFor(mall, (s) => s.matches({ ready: 'idle' }) && s.context.done === 'converted', idle)
    expect(connectPointsMall(mall.getSnapshot()).points).toBe((before.points ?? 0) + 100)
    expect(conversions()).toBe(conversionsBefore + 1)
    mall.stop()
  })

  test('a visitor sees the rewards and the rules, and nothing of a member', async () => {
    portal = simulatedPortal(createSimulator())
    portal.actor.start()
    const mall = createPointsMall(portal).start()
    await waitFor(mall, (s) => s.matches({ ready: 'idle' }), idle)
    const view = connectPointsMall(mall.getSnapshot())
    expect(view).toMatchObject({ signedIn: false, points: null, redemptions: [] })
    expect(view.rewards.length).toBeGreaterThan(0)
    expect(view.config?.depositPointTypes).toContain('sports')
    mall.stop()
  })
})
