import { createSimulator, type Simulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { moneyToDecimal } from '../../domain/money'
import { mainBalance, signInAs, simulatedPortal, simulatorDev } from '../../testing/simulated'
import { createWithdraw } from './create-withdraw'
import { connectWithdraw } from './withdraw.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

/** newbie01 with 500 on the balance and a fund password, over a simulator whose `fetch` a test may wrap. */
async function member(simulator: Simulator, fetch = simulator.fetch) {
  portal = simulatedPortal({ ...simulator, fetch })
  portal.actor.start()
  await signInAs(portal, 'newbie01')
  await simulatorDev(simulator).post('/balance', { account: 'newbie01', balance: 500 })
  await portal.api.call(endpoints.setWithdrawPassword, {
    newPassword: '246810',
    confirmNewPassword: '246810',
    loginPassword: 'Demo1234',
  })
  return portal
}

const withdrawalsOf = (simulator: Simulator, reference: string) =>
  simulator.store.state.ledgers
    .get('newbie01')
    ?.entries.filter((entry) => entry.kind === 'withdrawal' && entry.reference === reference) ?? []

async function withCard(flow: ReturnType<typeof createWithdraw>) {
  await waitFor(flow, (s) => s.matches('ready'), { timeout: 5000 })
  const view = () => connectWithdraw(flow.getSnapshot(), flow.send)
  view().openCard()
  view().changeCard('bankCode', 'ESUN')
  view().changeCard('cardNumber', '4111 1111 1111 1111')
  view().changeCard('realName', 'Chen Wei')
  view().changeCard('paymentPassword', '246810')
  view().submitCard()
  await waitFor(flow, (s) => s.matches({ ready: 'editing' }) && s.context.cards?.cards.length === 1, {
    timeout: 5000,
  })
  return view
}

describe('withdraw against the simulator', () => {
  test('adds a card, shows the fee, withdraws 50 once with the fund password', async () => {
    const simulator = createSimulator()
    const flow = createWithdraw(await member(simulator)).start()
    const view = await withCard(flow)
    expect(view()).toMatchObject({
      needsFundPassword: false,
      realName: 'Chen Wei',
      fields: { cardId: expect.any(String) },
    })
    view().change('amount', '50')
    await waitFor(flow, (s) => s.context.charges !== null, { timeout: 5000 })
    expect(moneyToDecimal(view().charges?.total ?? ({} as never))).toBe('50.00')
    view().submit()
    expect(view().fieldErrors.password).toEqual({ code: 'password.required' })
    view().change('password', '246810')
    view().submit()
    await waitFor(flow, (s) => s.matches({ ready: 'done' }), { timeout: 5000 })
    const order = view().order
    expect(order?.status).toBe('pending')
    expect(withdrawalsOf(simulator, order?.orderNo ?? '')).toHaveLength(1)
    expect(view().fields.password).toBe('')
    flow.stop()
  })

  test('an open wallet shows the balance after a withdrawal, with no real-time channel to say so (issue 34)', async () => {
    const simulator = createSimulator()
    const signedIn = await member(simulator)
    // The wallet is open (the header, the My wallet page): 500.00.
    expect(await mainBalance(signedIn)).toBe(50_000n)
    const flow = createWithdraw(signedIn).start()
    const view = await withCard(flow)
    view().change('amount', '50')
    view().change('password', '246810')
    await waitFor(flow, (s) => s.context.charges !== null, { timeout: 5000 })
    view().submit()
    await waitFor(flow, (s) => s.matches({ ready: 'done' }), { timeout: 5000 })
    // The withdraw flow announced money.moved; the wallet, its owner, read the balance again.
    const after = await mainBalance(signedIn, (minor) => minor !== 50_000n)
    expect(after).toBeLessThan(50_000n)
    flow.stop()
  })

  test('an answer lost on the way back: Retry sends the same key, and the ledger has one withdrawal', async () => {
    const simulator = createSimulator()
    let lose = true
    const fetch = async (request: Request) => {
      const response = await simulator.fetch(request)
      if (lose && new URL(request.url).pathname.endsWith('MCSFE_withdraw')) {
        lose = false
        throw new TypeError('connection reset after the server answered')
      }
      return response
    }
    const flow = createWithdraw(await member(simulator, fetch)).start()
    const view = await withCard(flow)
    view().change('amount', '50')
    view().change('password', '246810')
    view().submit()
    await waitFor(flow, (s) => s.matches({ ready: 'editing' }) && s.context.failure !== null, {
      timeout: 5000,
    })
    expect(view()).toMatchObject({ canRetry: true, failure: { code: 'network' } })
    // The server did make the order; only its answer was lost.
    expect(simulator.store.state.withdraw.orders).toHaveLength(1)
    view().retry()
    await waitFor(flow, (s) => s.matches({ ready: 'done' }), { timeout: 5000 })
    expect(simulator.store.state.withdraw.orders).toHaveLength(1)
    expect(withdrawalsOf(simulator, view().order?.orderNo ?? '')).toHaveLength(1)
    flow.stop()
  })

  test('a 500 after the server made the order: the key and the password kept, Retry makes no second order', async () => {
    const simulator = createSimulator()
    let fail = true
    const fetch = async (request: Request) => {
      const response = await simulator.fetch(request)
      if (fail && new URL(request.url).pathname.endsWith('MCSFE_withdraw')) {
        fail = false
        return new Response('Bad gateway', { status: 500 })
      }
      return response
    }
    const flow = createWithdraw(await member(simulator, fetch)).start()
    const view = await withCard(flow)
    view().change('amount', '50')
    view().change('password', '246810')
    view().submit()
    await waitFor(flow, (s) => s.matches({ ready: 'editing' }) && s.context.failure !== null, {
      timeout: 5000,
    })
    // The gateway failed after the order was made: a new key on the next submit would make a second one.
    expect(view()).toMatchObject({
      canRetry: true,
      failure: { kind: 'http' },
      fields: { password: '246810' },
    })
    expect(simulator.store.state.withdraw.orders).toHaveLength(1)
    view().retry()
    await waitFor(flow, (s) => s.matches({ ready: 'done' }), { timeout: 5000 })
    expect(simulator.store.state.withdraw.orders).toHaveLength(1)
    expect(withdrawalsOf(simulator, view().order?.orderNo ?? '')).toHaveLength(1)
    flow.stop()
  })

  test('five wrong fund passwords: the field says how many are left, then the lock says until when', async () => {
    const simulator = createSimulator()
    const flow = createWithdraw(await member(simulator)).start()
    const view = await withCard(flow)
    view().change('amount', '50')
    for (let attempt = 1; attempt <= 5; attempt++) {
      view().change('password', '111111')
      view().submit()
      await waitFor(flow, (s) => s.matches({ ready: 'editing' }) && !s.context.idempotencyKey, {
        timeout: 5000,
      })
      if (attempt < 5)
        expect(view().fieldErrors.password).toEqual({
          code: 'wrong_fund_password',
          values: { attemptsLeft: 5 - attempt },
        })
    }
    expect(view().failure).toMatchObject({ code: 'fund_password_locked', until: expect.any(String) })
    expect(simulator.store.state.withdraw.orders).toHaveLength(0)
    flow.stop()
  })
})
