import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { signedInPortal } from '../../testing/simulated'
import { createMrSalary } from './create-mr-salary'
import { connectMrSalary } from './mr-salary.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

describe('daily salary by member ratio against the simulator', () => {
  test('a rate above my own beside its field, then 1.20 % for member01; agent02’s day paid once', async () => {
    const simulator = createSimulator()
    portal = await signedInPortal('agent01', simulator)
    const flow = createMrSalary(portal).start()
    const ready = await waitFor(flow, (s) => s.matches('ready'), { timeout: 5000 })
    expect(ready.context.info?.ownRate).toBe(150)

    flow.send({ type: 'mrSalary.edit', downline: 'member01', value: '1.6' })
    flow.send({ type: 'mrSalary.save', downline: 'member01' })
    expect(connectMrSalary(flow.getSnapshot()).rateErrors).toEqual({
      member01: { code: 'rate_above_own', values: { max: '1.50' } },
    })

    flow.send({ type: 'mrSalary.edit', downline: 'member01', value: '1.2' })
    flow.send({ type: 'mrSalary.save', downline: 'member01' })
    const saved = await waitFor(flow, (s) => s.matches('ready') && s.context.done?.kind === 'rate', {
      timeout: 5000,
    })
    const member01 = saved.context.info?.rows.find((row) => row.account === 'member01')
    expect(member01?.rate).toBe(120)
    expect(connectMrSalary(saved).rateText('member01')).toBe('1.20')

    const due = saved.context.info?.rows.find((row) => row.account === 'agent02')
    expect(due?.status).toBe('due')
    flow.send({ type: 'mrSalary.pay', downline: 'agent02' })
    const paid = await waitFor(flow, (s) => s.matches('ready') && s.context.done?.kind === 'pay', {
      timeout: 5000,
    })
    expect(paid.context.info?.rows.find((row) => row.account === 'agent02')).toMatchObject({
      status: 'paid',
      amount: due?.amount,
    })
    const entry = simulator.store.state.ledgers.get('agent02')?.entries.at(-1)
    expect(entry).toMatchObject({ kind: 'mrSalaryPayout', amount: Number(due?.amount.minor) })
    // A paid day offers no payout: the click sends nothing.
    flow.send({ type: 'mrSalary.pay', downline: 'agent02' })
    expect(flow.getSnapshot().matches('ready')).toBe(true)
    flow.stop()
  })
})
