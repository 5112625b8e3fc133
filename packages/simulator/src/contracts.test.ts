import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { ledgerOf } from './ledger/book'
import { runningBalance } from './ledger/ledger'
import { playRound } from './ledger/operations'
import { createSimulator, type Simulator } from './simulator'
import { codeOf, signIn, type TestClient, testClient } from './testing/client'
import { dev } from './testing/dev'

const start = Date.parse('2026-05-05T12:00:00Z') // a Tuesday
const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

async function world() {
  const simulator = createSimulator({ now: () => start })
  const agent = testClient(simulator)
  const member = testClient(simulator)
  await signIn(agent, 'agent01', 'Demo1234')
  await signIn(member, 'player001', 'Demo1234')
  return { simulator, agent, member }
}

const tier = (ratio: number, more: Record<string, unknown> = {}) => ({
  minBet: '0',
  minLoss: '0',
  minActive: 0,
  ratio,
  lossRatio: 0,
  ...more,
})

async function offerAndSign(
  { agent, member }: { agent: TestClient; member: TestClient },
  kind: 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary',
  tiers = [tier(150)],
  period: 'D' | 'W' | 'H' | 'M' = 'D',
) {
  const offer = await agent.call(endpoints.offerContract, {
    kind,
    downline: 'player001',
    period,
    tiers,
    autoTerminate: false,
  })
  const row = {
    dividend: endpoints.dividendContract,
    dailySalary: endpoints.dailySalaryContract,
    hourlySalary: endpoints.hourlySalaryContract,
    realTimeSalary: endpoints.realTimeSalaryContract,
  }[kind]
  await member.call(row, { action: 'sign', contractId: offer.id })
  return offer.id
}

const move = (simulator: Simulator, to: number) =>
  dev(simulator, '/clock', { advanceMs: to - (start + simulator.store.state.clockOffsetMs) })

/** player001 plays a round now, on the simulated clock. */
function bet(simulator: Simulator, stake: number, win = 0) {
  const { store } = simulator
  const player = store.findMember('player001')
  if (!player) throw new Error('player001 is seeded')
  const ledger = ledgerOf(store, player)
  playRound(
    ledger,
    'main',
    stake,
    win,
    { vendor: 'PG', category: 'RNG', gameCode: null },
    {
      at: store.now(),
      reference: `GRtest${ledger.entries.length}`,
    },
  )
}

/** What the test expects, summed straight from player001's ledger (a member without downlines). */
function figures(simulator: Simulator, from: number, to: number) {
  const player = simulator.store.findMember('player001')
  if (!player) throw new Error('player001 is seeded')
  let validBet = 0
  let result = 0
  for (const entry of ledgerOf(simulator.store, player).entries) {
    if (entry.at < from || entry.at >= to) continue
    if (entry.kind === 'bet') validBet -= entry.amount
    if (entry.kind === 'bet' || entry.kind === 'payout') result += entry.amount
  }
  return { validBet, result }
}

/** The entries of contracts offered in the test (the seeded ones are C1–C5). */
const contractEntries = (simulator: Simulator, account: string) => {
  const member = simulator.store.findMember(account)
  if (!member) throw new Error(`${account} is seeded`)
  return ledgerOf(simulator.store, member).entries.filter(
    (entry) => entry.kind.startsWith('contract') && !/^CTC[1-5]-/.test(entry.reference),
  )
}

describe('contract offers and answers', () => {
  test('the downline is told at once, sees the request, signs; the consolidated view follows', async () => {
    const { simulator, agent, member } = await world()
    const told: unknown[] = []
    const connection = simulator.realtime.accept({ send: (text) => told.push(text), close: () => {} })
    connection.receive(`CONNECT\ntoken:${member.context.token}\n\n\0`)
    connection.receive(
      `SUBSCRIBE\nid:1\ndestination:/topic/user/${simulator.store.findMember('player001')?.id}\n\n\0`,
    )
    const offer = await agent.call(endpoints.offerContract, {
      kind: 'dailySalary',
      downline: 'player001',
      period: 'D',
      tiers: [tier(150)],
      autoTerminate: false,
    })
    expect(told.some((frame) => String(frame).includes('CONTRACT_REQUEST'))).toBe(true)
    const funds = await member.call(endpoints.consolidatedFunds, {})
    expect(funds).toMatchObject({ dailysalreqtype: 1, info: { dailysalinfotype: 0 } })
    expect(funds.requests.map((request) => request.id)).toEqual([offer.id])
    expect(funds.requests[0]?.tiers[0]?.minBet.minor).toBe(0n)
    expect(funds.requests[0]?.tiers[0]?.ratio).toBe(150)
    await member.call(endpoints.dailySalaryContract, { action: 'sign', contractId: offer.id })
    expect(await member.call(endpoints.consolidatedFunds, {})).toMatchObject({
      dailysalreqtype: 0,
      info: { dailysalinfotype: 1 },
      requests: [],
    })
    // Only the downline signs; an offer of the same kind cannot wait twice.
    expect(
      await codeOf(agent.call(endpoints.dailySalaryContract, { action: 'sign', contractId: offer.id })),
    ).toBe('invalid_contract_action')
  })

  test('either side asks to terminate, the other confirms or refuses; history keeps the reasons', async () => {
    const { simulator, agent, member } = await world()
    const id = await offerAndSign({ agent, member }, 'hourlySalary', [tier(50)])
    await member.call(endpoints.hourlySalaryContract, { action: 'terminate', contractId: id })
    expect((await agent.call(endpoints.consolidatedFunds, {})).requests.map((one) => one.id)).toContain(id)
    expect(
      await codeOf(member.call(endpoints.hourlySalaryContract, { action: 'terminate', contractId: id })),
    ).toBe('invalid_contract_action')
    await agent.call(endpoints.hourlySalaryContract, { action: 'reject', contractId: id })
    await agent.call(endpoints.hourlySalaryContract, { action: 'terminate', contractId: id })
    await member.call(endpoints.hourlySalaryContract, { action: 'terminate', contractId: id })
    const mine = (await agent.call(endpoints.contractList, {})).contracts.find((one) => one.id === id)
    expect(mine?.status).toBe('terminated')
    expect(mine?.history.map((step) => [step.status, step.reason])).toEqual([
      ['offered', null],
      ['signed', null],
      ['terminating', 'byDownline'],
      ['signed', null],
      ['terminating', 'byUpline'],
      ['terminated', 'byUpline'],
    ])
    expect(simulator.store.state.contracts.find((one) => one.id === id)?.terminationBy).toBe('agent01')
  })

  test('a lower offer than the downline gives below is refused unless agreed; signing then ends those', async () => {
    const { simulator, agent } = await world()
    const lower = {
      kind: 'dailySalary' as const,
      downline: 'agent02',
      period: 'D' as const,
      tiers: [tier(100)],
    }
    const list = await agent.call(endpoints.contractList, {})
    expect(list.below.filter((one) => one.upline === 'agent02').map((one) => one.id)).toEqual(['C5'])
    expect(await codeOf(agent.call(endpoints.offerContract, { ...lower, autoTerminate: false }))).toBe(
      'contract_conflicts',
    )
    const offer = await agent.call(endpoints.offerContract, { ...lower, autoTerminate: true })
    // Nothing ends before the downline signs.
    expect(simulator.store.state.contracts.find((one) => one.id === 'C5')?.status).toBe('signed')
    const downline = testClient(simulator)
    await signIn(downline, 'agent02', 'Demo1234')
    await downline.call(endpoints.dailySalaryContract, { action: 'sign', contractId: offer.id })
    const byId = (id: string) => simulator.store.state.contracts.find((one) => one.id === id)
    expect(byId('C5')?.history.at(-1)).toMatchObject({ status: 'autoTerminated', reason: 'lowerRatioAbove' })
    expect(byId('C4')?.history.at(-1)).toMatchObject({ status: 'terminated', reason: 'replaced' })
    // A downline cannot be given more than the agent's own contract gives it.
    expect(
      await codeOf(
        downline.call(endpoints.offerContract, {
          ...lower,
          downline: 'player009',
          tiers: [tier(101)],
          autoTerminate: false,
        }),
      ),
    ).toBe('ratio_above_own')
    expect(
      await codeOf(
        agent.call(endpoints.offerContract, { ...lower, downline: 'player009', autoTerminate: false }),
      ),
    ).toBe('not_direct_downline')
  })
})

describe('payouts on the simulated clock', () => {
  test('daily salary: the whole previous day, paid at midnight UTC, on both ledgers; not a minute before', async () => {
    const w = await world()
    await offerAndSign(w, 'dailySalary', [tier(150)])
    bet(w.simulator, 250_000)
    const midnight = Date.parse('2026-05-06T00:00:00Z')
    await move(w.simulator, midnight - 1)
    expect(contractEntries(w.simulator, 'player001')).toEqual([])
    await move(w.simulator, midnight)
    const { validBet } = figures(w.simulator, midnight - day, midnight)
    const salary = Math.floor((validBet * 150) / 10_000)
    expect(contractEntries(w.simulator, 'player001').map((entry) => entry.amount)).toEqual([salary])
    expect(contractEntries(w.simulator, 'agent01').map((entry) => [entry.kind, entry.amount])).toEqual([
      ['contractPayment', -salary],
    ])
    // Paid once: later calls and clock moves do not pay the same day again.
    await move(w.simulator, midnight + hour)
    expect(contractEntries(w.simulator, 'player001')).toHaveLength(1)
  })

  test('hourly salary: each hour paid at the next hour; hours without play pay nothing', async () => {
    const w = await world()
    await offerAndSign(w, 'hourlySalary', [tier(50)])
    bet(w.simulator, 40_000)
    await move(w.simulator, start + 3 * hour)
    const { validBet } = figures(w.simulator, start, start + hour)
    expect(contractEntries(w.simulator, 'player001').map((entry) => entry.amount)).toEqual([
      Math.floor(validBet / 200),
    ])
  })

  test('real-time salary: every 5 minutes, win rate or loss rate by the result, only above the bet amount', async () => {
    const w = await world()
    await offerAndSign(w, 'realTimeSalary', [tier(50, { minBet: '100', lossRatio: 80 })])
    bet(w.simulator, 20_000, 30_000) // won this 5 minutes
    await move(w.simulator, start + 5 * minute)
    bet(w.simulator, 20_000) // lost the next
    await move(w.simulator, start + 10 * minute)
    bet(w.simulator, 5_000) // below the bet amount
    await move(w.simulator, start + 60 * minute)
    expect(contractEntries(w.simulator, 'player001').map((entry) => entry.amount)).toEqual([100, 160])
  })

  test.each([
    ['D', '2026-05-06T00:00:00Z'],
    ['W', '2026-05-11T00:00:00Z'],
    ['H', '2026-05-16T00:00:00Z'],
    ['M', '2026-06-01T00:00:00Z'],
  ] as const)(
    'dividend %s: a share of the team loss, paid when the period ends (%s)',
    async (period, end) => {
      const w = await world()
      await offerAndSign(w, 'dividend', [tier(2_000)], period)
      bet(w.simulator, 900_000)
      const boundary = Date.parse(end)
      await move(w.simulator, boundary - 1)
      expect(contractEntries(w.simulator, 'player001')).toEqual([])
      await move(w.simulator, boundary)
      const from = {
        D: start - 12 * hour,
        W: Date.parse('2026-05-04T00:00:00Z'),
        H: Date.parse('2026-05-01T00:00:00Z'),
        M: Date.parse('2026-05-01T00:00:00Z'),
      }[period]
      const { result } = figures(w.simulator, from, boundary)
      const expected = result < 0 ? Math.floor((-result * 2_000) / 10_000) : 0
      expect(contractEntries(w.simulator, 'player001').map((entry) => entry.amount)).toEqual(
        expected > 0 ? [expected] : [],
      )
    },
  )

  test('an upline who cannot pay skips the period; a terminated contract pays nothing more', async () => {
    const w = await world()
    const id = await offerAndSign(w, 'hourlySalary', [tier(50)])
    const agent = w.simulator.store.findMember('agent01')
    if (!agent) throw new Error('agent01 is seeded')
    // agent01's own salary from the platform would fill its wallet first.
    w.simulator.store.state.contracts = w.simulator.store.state.contracts.filter((one) => one.id !== 'C3')
    const payer = ledgerOf(w.simulator.store, agent)
    const drain = { vendor: 'PG', category: 'RNG', gameCode: null }
    playRound(payer, 'main', runningBalance(payer), 0, drain, { at: start, reference: 'GRdrain' })
    expect(runningBalance(payer)).toBe(0)
    bet(w.simulator, 40_000)
    await move(w.simulator, start + hour)
    expect(contractEntries(w.simulator, 'player001')).toEqual([])
    await w.member.call(endpoints.hourlySalaryContract, { action: 'terminate', contractId: id })
    await w.agent.call(endpoints.hourlySalaryContract, { action: 'terminate', contractId: id })
    bet(w.simulator, 40_000)
    await move(w.simulator, start + 5 * hour)
    expect(contractEntries(w.simulator, 'player001')).toEqual([])
  })
})

describe('payout notices', () => {
  test('a payout tells the downline at once on the real-time channel (CONTRACT_PAYOUT with the amount)', async () => {
    const w = await world()
    const told: { customerId: string | number; type: string; data: unknown }[] = []
    const publish = w.simulator.realtime.publish
    w.simulator.realtime.publish = (customerId, message) => {
      told.push({ customerId, type: message.type, data: message.data })
      return publish(customerId, message)
    }
    await offerAndSign(w, 'dailySalary', [tier(150)])
    bet(w.simulator, 250_000)
    const midnight = Date.parse('2026-05-06T00:00:00Z')
    await move(w.simulator, midnight)
    const [paid] = contractEntries(w.simulator, 'player001')
    const downline = w.simulator.store.findMember('player001')
    // (The seed's own signed contracts pay their downlines at the same midnight and tell them too.)
    expect(told.filter((one) => one.customerId === downline?.id && one.type === 'CONTRACT_PAYOUT')).toEqual([
      {
        customerId: downline?.id,
        type: 'CONTRACT_PAYOUT',
        data: { amount: Number(paid?.amount) / 100, time: new Date(midnight).toISOString() },
      },
    ])
  })
})
