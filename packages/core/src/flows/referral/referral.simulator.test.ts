import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { moneyToDecimal } from '../../domain/money'
import { signedInPortal } from '../../testing/simulated'
import { createReferral } from './create-referral'
import { connectReferral } from './referral.connect'

let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

describe('referral against the simulator', () => {
  test('member01: code, income from first deposits, invitees masked and newest first, rules', async () => {
    portal = await signedInPortal('member01')
    const referral = createReferral(portal).start()
    const view = connectReferral(await waitFor(referral, (s) => s.matches('ready'), { timeout: 5000 }))
    const record = view.record
    if (!record) throw new Error('no record')
    expect(record.code).toBe('RMEMBER01')
    // 10% of 500 and of 1200, capped at 100 per friend: 50 + 100.
    expect(moneyToDecimal(record.totalIncome)).toBe('150.00')
    expect(record.invitees.map((invitee) => invitee.account)).toEqual(['fri***', 'fri***', 'fri***'])
    expect(record.invitees.map((invitee) => invitee.deposited)).toEqual([true, false, true])
    expect(view.depositedCount).toBe(2)
    expect(record.rules.firstDepositPercent).toBe(10)
    expect(record.rules.content).toContain('<ol>')
    referral.stop()
  })

  test('a member without invitees gets an empty list, not a failure', async () => {
    portal = await signedInPortal('newbie01')
    const referral = createReferral(portal).start()
    const view = connectReferral(await waitFor(referral, (s) => s.matches('ready'), { timeout: 5000 }))
    expect(view.record?.invitees).toEqual([])
    const income = view.record?.totalIncome
    expect(income && moneyToDecimal(income)).toBe('0.00')
    referral.stop()
  })
})
