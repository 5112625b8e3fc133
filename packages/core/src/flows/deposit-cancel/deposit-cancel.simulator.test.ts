import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { depositOrders, submitDeposit } from '../../api/rows/deposit'
import { withdraw } from '../../api/rows/withdraw'
import type { Portal } from '../../create-portal'
import { signedInPortal, simulatorDev } from '../../testing/simulated'
import { createDepositCancel } from './create-deposit-cancel'
import { connectDepositCancel } from './deposit-cancel.connect'

/** A member-to-member order cancelled through the flow, against the in-process simulator. */
const portals: Portal[] = []
afterEach(() => {
  for (const portal of portals.splice(0)) portal.stop()
})

async function setup() {
  const simulator = createSimulator()
  // member01 (seeded with a card and the demo fund password) asks a withdrawal the payer's order pays.
  const withdrawer = await signedInPortal('member01', simulator)
  await simulatorDev(simulator).post('/accounts', { account: 'cancel01', password: 'Demo1234', balance: 0 })
  const payer = await signedInPortal('cancel01', simulator)
  portals.push(withdrawer, payer)
  await withdrawer.api.call(withdraw, {
    amount: '64',
    cardId: 'C1',
    paymentPassword: '123456',
    idempotencyKey: 'cancel-flow-withdraw-01',
  })
  const order = await payer.api.call(submitDeposit, {
    channelId: 'C2C01',
    amount: '64',
    idempotencyKey: 'cancel-flow-deposit-01',
  })
  return { payer, order }
}

describe('cancelling a member-to-member deposit, against the simulator', () => {
  test('asked, confirmed, cancelled once; the lists hear deposits.changed', async () => {
    const { payer, order } = await setup()
    const heard: string[] = []
    payer.events.listen(['deposits.changed', 'money.moved'], (event) => heard.push(event.type))
    const flow = createDepositCancel(payer, order.reference).start()
    flow.send({ type: 'cancel.ask' })
    expect(connectDepositCancel(flow.getSnapshot()).confirming).toBe(true)
    flow.send({ type: 'cancel.confirm' })
    const done = await waitFor(flow, (s) => s.status === 'done', { timeout: 5000 })
    expect(connectDepositCancel(done).cancelled).toMatchObject({
      reference: order.reference,
      status: 'cancelled',
    })
    // No money moved, so nothing tells the wallet to read the balance again.
    expect(heard).toEqual(['deposits.changed'])
    const [listed] = await payer.api.call(depositOrders, undefined)
    expect(listed?.status).toBe('cancelled')
  })

  test('a second cancel of the same order is refused, said as the platform’s code, and nothing is announced', async () => {
    const { payer, order } = await setup()
    const first = createDepositCancel(payer, order.reference).start()
    first.send({ type: 'cancel.ask' })
    first.send({ type: 'cancel.confirm' })
    await waitFor(first, (s) => s.status === 'done', { timeout: 5000 })
    const heard: string[] = []
    payer.events.listen(['deposits.changed'], (event) => heard.push(event.type))
    const second = createDepositCancel(payer, order.reference).start()
    second.send({ type: 'cancel.ask' })
    second.send({ type: 'cancel.confirm' })
    const refused = await waitFor(second, (s) => s.context.failure !== null, { timeout: 5000 })
    expect(refused.context.failure?.code).toBe('order_not_pending')
    expect(refused.matches('idle')).toBe(true)
    expect(heard).toEqual([])
  })
})
