import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { createHttpTransport } from '../../api/http-transport'
import { defaultBrand } from '../../config/brand'
import { createPortal, type Portal } from '../../create-portal'
import { memoryStore } from '../../ports/memory'
import { signInAs, simulatorDev } from '../../testing/simulated'
import { createDeposit, createDepositReceipt } from './create-deposit'
import { connectDepositReceipt } from './deposit-receipt.connect'

/**
 * A bank transfer's receipt against the in-process simulator, over the real ky transport with its default
 * retries (a repeated upload would show): kept on the order for the back office, the order's timeline gains
 * "receipt sent", a lost answer keeps the form and the member's second send replaces rather than adds.
 */
const uploadPath = '/wps/relay/MCSFE_uploadDepositEncodedImage'
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
const image = (name: string) => ({ name, type: 'image/png', size: 68, dataUrl: png })

let portal: Portal | undefined
afterEach(() => portal?.stop())

interface Ledger {
  pending: { id: string; reference: string; receipt?: { images: string[]; remark: string; at: string } }[]
}

async function setup(loseUploadAnswers = 0) {
  const simulator = createSimulator()
  let toLose = loseUploadAnswers
  let uploads = 0
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname
    if (path === uploadPath) uploads += 1
    const response = await simulator.fetch(request)
    if (path === uploadPath && toLose > 0) {
      toLose -= 1
      throw new TypeError('fetch failed: connection reset')
    }
    return response
  }
  portal = createPortal({
    brand: defaultBrand,
    sessionStore: memoryStore(),
    localStore: memoryStore(),
    pageOrigin: 'http://sim.test',
    transport: createHttpTransport({ baseUrl: 'http://sim.test', fetch, retry: { delayMs: () => 1 } }),
  })
  portal.actor.start()
  const dev = simulatorDev(simulator)
  await dev.post('/accounts', { account: 'receipt01', password: 'Demo1234', balance: 0 })
  await signInAs(portal, 'receipt01')
  const deposit = createDeposit(portal).start()
  await waitFor(deposit, (s) => s.matches('ready'), { timeout: 5000 })
  const place = async (channelId: string, amount: string) => {
    deposit.send({ type: 'deposit.again' })
    deposit.send({ type: 'deposit.choose', channelId })
    deposit.send({ type: 'deposit.change', value: amount })
    deposit.send({ type: 'deposit.submit' })
    const placed = await waitFor(
      deposit,
      (s) => s.matches({ ready: { form: 'placed' } }) && s.context.amount === amount,
    )
    return placed.context.placed?.reference ?? ''
  }
  return { portal, deposit, dev, place, uploads: () => uploads }
}

describe('deposit receipt against the simulator', () => {
  test('a lost answer keeps the form; sent again, the order holds one receipt and its timeline says so', async () => {
    const { portal, deposit, dev, place, uploads } = await setup(1)
    const reference = await place('BANK01', '300')
    const receipt = createDepositReceipt(portal, reference).start()
    receipt.send({ type: 'receipt.addImages', images: [image('slip.png'), image('slip2.png')] })
    receipt.send({ type: 'receipt.remark', value: '  Paid from ICBC at 10:05  ' })
    receipt.send({ type: 'receipt.send' })
    const failed = connectDepositReceipt(await waitFor(receipt, (s) => s.context.failure !== null))
    expect(failed).toMatchObject({ status: 'editing', remark: '  Paid from ICBC at 10:05  ', canSend: true })
    expect(failed.images).toHaveLength(2)
    expect(uploads()).toBe(1)

    receipt.send({ type: 'receipt.send' })
    const sent = connectDepositReceipt(await waitFor(receipt, (s) => s.matches('sent'), { timeout: 5000 }))
    expect(uploads()).toBe(2)
    expect(sent.order?.receipt).toMatchObject({ images: 2, remark: 'Paid from ICBC at 10:05' })
    expect(sent.order?.timeline.map((step) => step.step)).toEqual(['submitted', 'processing', 'receiptSent'])

    // The back office sees the images with the order it approves; the member's list shows the step.
    const { pending } = await dev.get<Ledger>('/ledger/receipt01')
    expect(pending).toHaveLength(1)
    expect(pending[0]?.receipt).toMatchObject({ images: [png, png], remark: 'Paid from ICBC at 10:05' })
    deposit.send({ type: 'deposit.refresh' })
    const listed = await waitFor(deposit, (s) => s.context.placed?.receipt !== undefined, { timeout: 5000 })
    expect(listed.context.placed?.timeline.map((step) => step.step)).toContain('receiptSent')

    // Approved, the receipt step stays in its place before the approval.
    await dev.post('/ledger/approve', { account: 'receipt01', entryId: pending[0]?.id })
    deposit.send({ type: 'deposit.refresh' })
    const approved = await waitFor(deposit, (s) => s.context.placed?.status === 'approved', { timeout: 5000 })
    expect(approved.context.placed?.timeline.map((step) => step.step)).toEqual([
      'submitted',
      'processing',
      'receiptSent',
      'approved',
    ])
    // A settled order takes no receipt any more.
    const late = createDepositReceipt(portal, reference).start()
    late.send({ type: 'receipt.addImages', images: [image('late.png')] })
    late.send({ type: 'receipt.send' })
    const refused = await waitFor(late, (s) => s.context.failure !== null, { timeout: 5000 })
    expect(refused.context.failure?.code).toBe('order_not_pending')
  })

  test('only a bank transfer takes a receipt', async () => {
    const { portal, place } = await setup()
    const reference = await place('USDT01', '50')
    const receipt = createDepositReceipt(portal, reference).start()
    receipt.send({ type: 'receipt.addImages', images: [image('tx.png')] })
    receipt.send({ type: 'receipt.send' })
    const refused = await waitFor(receipt, (s) => s.context.failure !== null, { timeout: 5000 })
    expect(refused.context.failure?.code).toBe('receipt_not_accepted')
    expect(refused.context.images).toHaveLength(1)
  })
})
