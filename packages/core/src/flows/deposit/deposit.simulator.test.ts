import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { createHttpTransport } from '../../api/http-transport'
import { setGamblingLimit } from '../../api/rows/safer-gambling'
import { defaultBrand } from '../../config/brand'
import { createPortal, type Portal } from '../../create-portal'
import { memoryStore } from '../../ports/memory'
import { mainBalance, signInAs, simulatorDev } from '../../testing/simulated'
import { createDeposit } from './create-deposit'
import { connectDeposit } from './deposit.connect'

/**
 * The deposit page against the in-process simulator, over the real ky transport with its default retries (so
 * a retried submit would show): orders placed in the ledger, approval raising the balance, a lost answer and
 * the member's Retry making exactly one order.
 */
const submitPath = '/wps/relay/MCSFE_createDepositTask'
let portal: Portal | undefined
afterEach(() => portal?.stop())

interface Ledger {
  balances: Record<string, number>
  pending: { id: string; reference: string }[]
  count: number
}

async function setup(options: { loseSubmitAnswers?: number } = {}) {
  const simulator = createSimulator()
  let toLose = options.loseSubmitAnswers ?? 0
  const submits: string[] = []
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname
    if (path === submitPath)
      submits.push(((await request.clone().json()) as { idempotencyKey: string }).idempotencyKey)
    const response = await simulator.fetch(request)
    // The server made the order; its answer never arrives.
    if (path === submitPath && toLose > 0) {
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
  await dev.post('/accounts', { account: 'payer01', password: 'Demo1234', balance: 0 })
  await signInAs(portal, 'payer01')
  const deposit = createDeposit(portal).start()
  await waitFor(deposit, (s) => s.matches('ready'), { timeout: 5000 })
  const ledger = () => dev.get<Ledger>('/ledger/payer01')
  return { portal, deposit, dev, ledger, submits }
}

describe('deposit against the simulator', () => {
  test('100 by bank transfer: pending order with reference and timeline; approved, the balance is 100.00', async () => {
    const { portal, deposit, dev, ledger, submits } = await setup()
    const ready = connectDeposit(deposit.getSnapshot())
    expect(ready.channels.map((channel) => channel.kind)).toEqual(['bank', 'ewallet', 'qr', 'crypto', 'c2c'])
    deposit.send({ type: 'deposit.choose', channelId: 'BANK01' })
    deposit.send({ type: 'deposit.change', value: '100' })
    deposit.send({ type: 'deposit.submit' })
    const placed = connectDeposit(await waitFor(deposit, (s) => s.matches({ ready: { form: 'placed' } })))
    expect(placed.placed).toMatchObject({ status: 'processing', channelId: 'BANK01' })
    expect(placed.placed?.amount.minor).toBe(10_000n)
    expect(placed.placed?.timeline.map((step) => step.step)).toEqual(['submitted', 'processing'])
    expect(submits).toHaveLength(1)

    const [pending] = (await ledger()).pending
    expect(pending?.reference).toBe(placed.placed?.reference)
    await dev.post('/ledger/approve', { account: 'payer01', entryId: pending?.id })
    deposit.send({ type: 'deposit.refresh' })
    const after = await waitFor(deposit, (s) => s.context.placed?.status === 'approved', { timeout: 5000 })
    expect(after.context.placed?.timeline.at(-1)?.step).toBe('approved')
    // The wallet, the owner of the balances, reads the approved deposit (the platform's event would say so).
    portal.events.announce({ type: 'money.moved', cause: 'deposit' })
    expect(await mainBalance(portal, (minor) => minor === 10_000n)).toBe(10_000n)
  })

  test('a QR order carries its payment page, with the amount and reference, for the code on screen', async () => {
    const { deposit } = await setup()
    deposit.send({ type: 'deposit.choose', channelId: 'QR01' })
    deposit.send({ type: 'deposit.change', value: '25.5' })
    deposit.send({ type: 'deposit.submit' })
    const placed = await waitFor(deposit, (s) => s.matches({ ready: { form: 'placed' } }))
    const order = placed.context.placed
    const url = new URL(order?.payUrl ?? '')
    expect(url.searchParams.get('amount')).toBe('25.50')
    expect(url.searchParams.get('ref')).toBe(order?.reference)
  })

  test('the answer is lost after the server made the order: Retry sends the same key, one order, one entry', async () => {
    const { deposit, ledger, submits } = await setup({ loseSubmitAnswers: 1 })
    deposit.send({ type: 'deposit.change', value: '250.50' })
    deposit.send({ type: 'deposit.submit' })
    const lost = connectDeposit(await waitFor(deposit, (s) => s.matches({ ready: { form: 'uncertain' } })))
    expect(lost.failure?.code).toBe('network')
    expect(lost.amount).toBe('250.50')
    // The transport did not repeat it behind the member's back.
    expect(submits).toHaveLength(1)
    expect((await ledger()).count).toBe(1)

    deposit.send({ type: 'deposit.retry' })
    const placed = await waitFor(deposit, (s) => s.matches({ ready: { form: 'placed' } }), { timeout: 5000 })
    expect(submits).toHaveLength(2)
    expect(submits[1]).toBe(submits[0])
    const book = await ledger()
    expect(book.count).toBe(1)
    expect(book.pending[0]?.reference).toBe(placed.context.placed?.reference)

    // The next deposit is another action: another key, another order.
    deposit.send({ type: 'deposit.again' })
    deposit.send({ type: 'deposit.change', value: '100' })
    deposit.send({ type: 'deposit.submit' })
    await waitFor(deposit, (s) => s.matches({ ready: { form: 'placed' } }) && s.context.amount === '100')
    expect(submits[2]).not.toBe(submits[0])
    expect((await ledger()).count).toBe(2)
  })

  test('a deposit past the member’s limit is refused with its code and what is left; nothing is placed', async () => {
    const { portal, deposit, ledger } = await setup()
    await portal.api.call(setGamblingLimit, { kind: 'deposit', period: 'day', amount: '150' })
    deposit.send({ type: 'deposit.change', value: '200' })
    deposit.send({ type: 'deposit.submit' })
    const refused = connectDeposit(
      await waitFor(deposit, (s) => s.context.failure !== null && s.matches({ ready: { form: 'editing' } })),
    )
    expect(refused.failure).toMatchObject({ code: 'deposit_limit_exceeded', limit: { period: 'day' } })
    expect(refused.failure?.limit?.remaining?.minor).toBe(15_000n)
    expect(refused.amount).toBe('200')
    expect((await ledger()).count).toBe(0)
  })
})
