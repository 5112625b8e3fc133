import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import type { MemberEvent } from '../../events/member-events'
import { mainBalance, signedInPortal, simulatorDev } from '../../testing/simulated'
import { createPromoCode } from './create-promo-code'
import { connectPromoCode } from './promo-code.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

describe('the promo code flow against the simulator', () => {
  test('a credit is announced as money.moved and the wallet, its owner, shows it; a refusal moves nothing', async () => {
    const simulator = createSimulator()
    await simulatorDev(simulator).post('/accounts', { account: 'promoflow1', balance: 500 })
    portal = await signedInPortal('promoflow1', simulator)
    expect(await mainBalance(portal)).toBe(50_000n)
    const heard: MemberEvent[] = []
    portal.events.listen(['money.moved'], (event) => heard.push(event))
    const flow = createPromoCode(portal).start()
    const view = () => connectPromoCode(flow.getSnapshot(), flow.send)
    await waitFor(flow, (s) => s.matches({ list: 'loaded' }), { timeout: 5000 })

    view().change('SPRING2025')
    view().submit()
    await waitFor(flow, (s) => s.matches({ form: 'editing' }) && s.context.issue !== null, { timeout: 5000 })
    expect(view().issue).toEqual({ code: 'promo_code_expired' })
    expect(view().draft).toBe('SPRING2025')
    expect(heard).toEqual([])

    view().change('welcome8')
    view().submit()
    await waitFor(flow, (s) => s.context.claimed !== null && s.matches({ list: 'loaded' }), { timeout: 5000 })
    expect(heard).toEqual([{ type: 'money.moved', cause: 'bonus' }])
    expect(view().claims.map((claim) => claim.code)).toEqual(['WELCOME8'])
    expect(await mainBalance(portal, (minor) => minor !== 50_000n)).toBe(50_800n)
    flow.stop()
  })
})
