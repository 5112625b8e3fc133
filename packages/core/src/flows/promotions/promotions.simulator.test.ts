import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { moneyFromApi } from '../../domain/money'
import { mainBalance, signedInPortal, simulatedPortal, simulatorDev } from '../../testing/simulated'
import { connectApplication } from './application.connect'
import { createApplication, createPromotions, createRaffle } from './create-promotions'
import { connectPromotions } from './promotions.connect'
import { connectRaffle } from './raffle.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

const settledPromotions = (actor: ReturnType<typeof createPromotions>) =>
  waitFor(actor, (s) => s.matches({ ready: 'idle' }), { timeout: 5000 })

async function signedIn() {
  const simulator = createSimulator()
  portal = await signedInPortal('member01', simulator)
  const session = portal.session()
  if (!session) throw new Error('no session')
  await mainBalance(portal)
  return { simulator, portal, session, dev: simulatorDev(simulator) }
}

describe('promotions against the simulator', () => {
  test('a visitor sees every promotion, with join now where registration is open', async () => {
    portal = simulatedPortal(createSimulator())
    portal.actor.start()
    const list = createPromotions(portal).start()
    const view = connectPromotions(await settledPromotions(list))
    const statuses = Object.fromEntries(view.list.map((promotion) => [promotion.id, promotion.status]))
    expect(statuses).toEqual({
      'PR-DEP100': 'join',
      'PR-BET500': 'join',
      'PR-BIGWIN': 'join',
      'PR-VIP': 'join',
      'PR-SPRING': 'closed',
      'PR-SUMMER': 'comingSoon',
    })
    expect(view.categories).toEqual(['DEPOSIT', 'BETTING', 'EVENT'])
  })

  test('join a deposit promotion, deposit, claim: the bonus is one ledger entry and the balance follows', async () => {
    const { simulator, dev } = await signedIn()
    const list = createPromotions(portal as Portal).start()
    await settledPromotions(list)
    list.send({ type: 'promotions.join', promotionId: 'PR-DEP100' })
    const status = (id: string) => connectPromotions(list.getSnapshot()).list.find((p) => p.id === id)?.status
    await waitFor(list, (s) => s.matches({ ready: 'idle' }) && status('PR-DEP100') === 'signedUp', {
      timeout: 5000,
    })

    // A deposit still pending counts for nothing; approved, the promotion is ready to claim.
    await dev.post('/ledger/deposit', { account: 'member01', amount: '60.00' })
    const pending = (await dev.get<{ pending: { id: string }[] }>('/ledger/member01')).pending.at(-1)
    list.send({ type: 'promotions.refresh' })
    await settledPromotions(list)
    expect(status('PR-DEP100')).toBe('signedUp')
    await dev.post('/ledger/approve', { account: 'member01', entryId: pending?.id })
    list.send({ type: 'promotions.refresh' })
    await settledPromotions(list)
    expect(status('PR-DEP100')).toBe('inProgress')
    await dev.post('/ledger/deposit', { account: 'member01', amount: '40.00' })
    const second = (await dev.get<{ pending: { id: string }[] }>('/ledger/member01')).pending.at(-1)
    await dev.post('/ledger/approve', { account: 'member01', entryId: second?.id })
    list.send({ type: 'promotions.refresh' })
    await settledPromotions(list)
    expect(status('PR-DEP100')).toBe('claim')

    const bonuses = () =>
      simulator.store.state.ledgers.get('member01')?.entries.filter((entry) => entry.kind === 'bonus')
        .length ?? 0
    const paidBefore = bonuses()
    list.send({ type: 'promotions.claim', promotionId: 'PR-DEP100' })
    await waitFor(list, (s) => s.matches({ ready: 'idle' }) && status('PR-DEP100') === 'claimed', {
      timeout: 5000,
    })
    expect(connectPromotions(list.getSnapshot()).claimed).toEqual([
      { promotionId: 'PR-DEP100', amount: expect.objectContaining({ minor: 1_000n }) },
    ])
    expect(bonuses()).toBe(paidBefore + 1)
    // The header's balance follows: the main wallet as the ledger has it, bonus included.
    const main = moneyFromApi(
      (await dev.get<{ balances: { main: string } }>('/ledger/member01')).balances.main,
    )
    await mainBalance(portal as Portal, (minor) => minor === main?.minor)
    // A second claim is refused by the guard: no second request.
    list.send({ type: 'promotions.claim', promotionId: 'PR-DEP100' })
    expect(list.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  }, 20_000)

  test('an application keeps its remark after a refusal and is under review once sent', async () => {
    const { dev } = await signedIn()
    const application = createApplication(portal as Portal, 'PR-BIGWIN').start()
    application.send({ type: 'application.submit' })
    expect(connectApplication(application.getSnapshot()).remarkError).toEqual({ code: 'required' })
    application.send({ type: 'application.remark', value: 'Won 8,888 on a slot' })
    const pixel = { name: 'win.png', type: 'image/png', size: 68, dataUrl: 'data:image/png;base64,AAAA' }
    application.send({ type: 'application.addImages', images: [pixel, { ...pixel, name: 'b.png' }] })
    application.send({ type: 'application.submit' })
    await waitFor(application, (s) => s.matches('sent'), { timeout: 5000 })
    const list = createPromotions(portal as Portal).start()
    const view = connectPromotions(await settledPromotions(list))
    expect(view.list.find((p) => p.id === 'PR-BIGWIN')?.status).toBe('applying')
    await dev.post('/promotions/review', { account: 'member01', promotionId: 'PR-BIGWIN', approve: true })
    list.send({ type: 'promotions.refresh' })
    const after = connectPromotions(await settledPromotions(list))
    expect(after.list.find((p) => p.id === 'PR-BIGWIN')?.status).toBe('paid')
    expect(after.rewards.received.map((p) => p.id)).toEqual(['PR-BIGWIN'])
  })

  test('the raffle spends a ticket per draw and credits the prize', async () => {
    await signedIn()
    const raffle = createRaffle(portal as Portal).start()
    const ready = connectRaffle(await waitFor(raffle, (s) => s.matches('ready'), { timeout: 5000 }))
    expect(ready.tickets).toBe(1)
    raffle.send({ type: 'raffle.draw' })
    const after = connectRaffle(
      await waitFor(raffle, (s) => s.matches('ready') && s.context.drawn !== null, { timeout: 5000 }),
    )
    expect(after.tickets).toBe(0)
    expect(after.draws).toHaveLength(1)
    expect(after.draws[0]?.prize).toEqual(after.drawn?.prize)
    expect(after.canDraw).toBe(false)
  })
})
