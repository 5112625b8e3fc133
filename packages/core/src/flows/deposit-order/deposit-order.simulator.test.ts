import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { depositOrders, submitDeposit } from '../../api/rows/deposit'
import type { Portal } from '../../create-portal'
import { signInAs, simulatedPortal, simulatorDev } from '../../testing/simulated'
import { createPendingCount } from '../pending-count/create-pending-count'
import { connectPendingCount } from '../pending-count/pending-count.connect'
import { createDepositOrder } from './create-deposit-order'
import { connectDepositOrder } from './deposit-order.connect'

/**
 * A waiting order's reference and chat, and the member centre's pending count, against the in-process simulator;
 * the back office settles on its dev surface and the count follows the member's events.
 */
let portal: Portal | undefined
afterEach(() => portal?.stop())

async function setup() {
  const simulator = createSimulator()
  const dev = simulatorDev(simulator)
  await dev.post('/accounts', { account: 'ref01', password: 'Demo1234', balance: 0 })
  portal = simulatedPortal(simulator)
  portal.actor.start()
  await signInAs(portal, 'ref01')
  const order = await portal.api.call(submitDeposit, {
    channelId: 'BANK01',
    amount: '500',
    idempotencyKey: 'ref01-bank-00000001',
  })
  return { portal, dev, order }
}

describe('after the deposit order, against the simulator', () => {
  test('a reference is refused malformed without a call, saved well-formed, and shown on the order', async () => {
    const { portal, order } = await setup()
    const flow = createDepositOrder(portal, order).start()
    flow.send({ type: 'order.type', value: 'FT 1' })
    flow.send({ type: 'order.save' })
    expect(connectDepositOrder(flow.getSnapshot()).issue).toBe('referenceInvalid')
    flow.send({ type: 'order.type', value: ' FT26-0042 ' })
    flow.send({ type: 'order.save' })
    const saved = await waitFor(flow, (s) => s.matches('idle') && s.context.saved !== null, { timeout: 5000 })
    expect(connectDepositOrder(saved)).toMatchObject({ saved: 'FT26-0042', typed: '', failure: null })
    const [listed] = await portal.api.call(depositOrders, undefined)
    expect(listed?.memberReference).toBe('FT26-0042')

    flow.send({ type: 'order.chat' })
    const linked = await waitFor(flow, (s) => s.context.chat !== null, { timeout: 5000 })
    expect(linked.context.chat?.url).toMatch(/\/sim\/deposit-chat\/[0-9a-f]{24}\?lang=/)
  })

  test('a settled order refuses the reference, said as the platform’s code; what was typed stays', async () => {
    const { portal, dev, order } = await setup()
    const { pending } = await dev.get<{ pending: { id: string }[] }>('/ledger/ref01')
    await dev.post('/ledger/approve', { account: 'ref01', entryId: pending[0]?.id })
    const flow = createDepositOrder(portal, order).start()
    flow.send({ type: 'order.type', value: 'FT26-0043' })
    flow.send({ type: 'order.save' })
    const refused = await waitFor(flow, (s) => s.context.failure !== null, { timeout: 5000 })
    expect(refused.context.failure?.code).toBe('order_not_pending')
    expect(refused.context.typed).toBe('FT26-0043')
  })

  test('the pending count reads the ledger and again when the platform settles a deposit', async () => {
    const { portal, dev } = await setup()
    const count = createPendingCount(portal).start()
    const shown = (deposits: number) =>
      waitFor(count, (s) => s.matches('shown') && connectPendingCount(s).deposits === deposits, {
        timeout: 5000,
      })
    expect(connectPendingCount(await shown(1))).toMatchObject({ deposits: 1, withdrawals: 0 })
    const { pending } = await dev.get<{ pending: { id: string }[] }>('/ledger/ref01')
    await dev.post('/ledger/approve', { account: 'ref01', entryId: pending[0]?.id })
    // The realtime flow says this from the platform's DEPOSIT message; here it is announced as it would be.
    portal.events.announce({ type: 'deposits.changed' })
    expect(connectPendingCount(await shown(0)).deposits).toBe(0)
  })
})
