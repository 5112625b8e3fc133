import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { claimPromoCode, signUpPromotion } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { moneyToDecimal } from '../../domain/money'
import { signedInPortal } from '../../testing/simulated'
import { createRewardRecords } from './create-reward-records'
import { connectRewardRecords } from './reward-records.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

describe('reward records against the simulator', () => {
  test('a promotion joined and claimed shows in the claim list, its reward names its ledger entry', async () => {
    portal = await signedInPortal('member01')
    const { api } = portal.deps
    await api.call(signUpPromotion, { promotionId: 'PR-DEP100' })
    await api.call(claimPromoCode, { code: 'WELCOME8', idempotencyKey: 'records-welcome8' })
    const flow = createRewardRecords(portal).start()
    const ready = await waitFor(flow, (s) => s.matches('ready'), { timeout: 5000 })
    const view = connectRewardRecords(ready, flow.send)
    expect(view.claims.map((claim) => [claim.promotionId, claim.status])).toEqual([['PR-DEP100', 'signedUp']])
    expect(view).toMatchObject({ page: 1, pages: 1, total: 1 })
    expect(view.recent[0]).toMatchObject({ source: 'promoCode' })
    expect(view.recent.map((reward) => moneyToDecimal(reward.amount))[0]).toBe('8.00')

    view.open('PR-DEP100')
    const opened = connectRewardRecords(
      await waitFor(flow, (s) => s.matches({ ready: 'opened' }), { timeout: 5000 }),
    )
    expect(opened.reward).toMatchObject({ promotionId: 'PR-DEP100', status: 'signedUp', reference: null })
    expect(opened.reward?.target && moneyToDecimal(opened.reward.target)).toBe('100.00')
    flow.stop()
  })
})
