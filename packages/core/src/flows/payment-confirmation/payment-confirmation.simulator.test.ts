import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { fakeRealtime } from '../../testing/fake-realtime'
import { signInAs, simulatedPortal, simulatorDev } from '../../testing/simulated'
import { memberTopic, realtimeFlow } from '../realtime/create-realtime'
import { paymentConfirmationFlow } from './create-payment-confirmation'
import { connectPaymentConfirmation } from './payment-confirmation.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

const png = { name: 'proof.png', type: 'image/png', size: 4, dataUrl: 'data:image/png;base64,cHJvb2Y=' }

async function withdrawing() {
  const simulator = createSimulator()
  const channel = fakeRealtime()
  portal = simulatedPortal(simulator, { realtime: channel })
  portal.actor.start()
  await signInAs(portal, 'newbie01')
  // The app opens the member's channel (PortalRealtime); the confirmations hear it on the member's events port.
  portal.flows.get(realtimeFlow)
  const dev = simulatorDev(simulator)
  await dev.post('/balance', { account: 'newbie01', balance: 500 })
  await portal.api.call(endpoints.setWithdrawPassword, {
    newPassword: '246810',
    confirmNewPassword: '246810',
    loginPassword: 'Demo1234',
  })
  const { cards } = await portal.api.call(endpoints.addBankCard, {
    bankCode: 'ESUN',
    cardNumber: '4111111111111111',
    realName: 'Chen Wei',
    paymentPassword: '246810',
  })
  await portal.api.call(endpoints.withdraw, {
    amount: '50',
    cardId: cards[0]?.id ?? '',
    paymentPassword: '246810',
    idempotencyKey: 'confirmation-test-1',
  })
  const flow = portal.flows.get(paymentConfirmationFlow)
  if (!flow) throw new Error('no confirmation flow for a signed-in member')
  await waitFor(flow, (s) => s.matches('idle'), { timeout: 5000 })
  const id = portal.session()?.getSnapshot().context.member?.id ?? ''
  return { simulator, channel, dev, flow, topic: memberTopic(id) }
}

describe('payment confirmations against the simulator', () => {
  test('PAYMENT_CONFIRMATION opens the payment; not received goes with its proof', async () => {
    const { simulator, channel, dev, flow, topic } = await withdrawing()
    channel.accept()
    await dev.post('/withdraw/pay', { account: 'newbie01' })
    channel.push(topic, { type: 'PAYMENT_CONFIRMATION', popup: true, data: {} })
    await waitFor(flow, (s) => s.matches('showing'), { timeout: 5000 })
    const view = () => connectPaymentConfirmation(flow.getSnapshot(), flow.send)
    expect(view().current?.orderNo).toMatch(/^WD/)
    expect(view().secondsLeft).toBe(15 * 60)
    view().notReceived()
    view().addProofs([png])
    view().send()
    await waitFor(flow, (s) => s.matches('idle'), { timeout: 5000 })
    const [payment] = simulator.store.state.withdraw.payDetails
    expect(payment).toMatchObject({ status: 'disputed', proofs: [png.dataUrl] })
  })

  test('a payment sent while the channel was down shows after the reconnection', async () => {
    const { dev, channel, flow } = await withdrawing()
    await dev.post('/withdraw/pay', { account: 'newbie01' })
    expect(flow.getSnapshot().matches('idle')).toBe(true)
    channel.accept()
    await waitFor(flow, (s) => s.matches('showing'), { timeout: 5000 })
    connectPaymentConfirmation(flow.getSnapshot(), flow.send).received()
    await waitFor(flow, (s) => s.matches('idle'), { timeout: 5000 })
    const view = (await dev.get('/withdraw/newbie01')) as { orders: { status: string }[] }
    expect(view.orders.map((order) => order.status)).toEqual(['paid'])
  })
})
