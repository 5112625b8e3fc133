import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { demoPassword } from './seed/members'
import { createSimulator, type Simulator } from './simulator'
import { codeOf, signIn, type TestClient, testClient } from './testing/client'
import { dev } from './testing/dev'

/**
 * The platform's money rules (issue 31, docs/api.md "Platform obligations"), each stated once against the
 * simulator over HTTP with the core's own client: what an operator's back end must refuse, refused.
 */

const registration = { registerMethod: 'WEB' as const, password: 'Secret99', confirmPassword: 'Secret99' }

async function world() {
  const simulator = createSimulator()
  const as = async (account: string, password = demoPassword) => {
    const client = testClient(simulator)
    await signIn(client, account, password)
    return client
  }
  return { simulator, as }
}

async function register(simulator: Simulator, username: string, fields: Record<string, string> = {}) {
  const client = testClient(simulator)
  await client.call(endpoints.captcha, {})
  const { captchaAnswer } = (await dev(simulator, '/state')) as { captchaAnswer: string }
  const { token } = (await client.call(endpoints.registerMember, {
    ...registration,
    username,
    captcha: captchaAnswer,
    ...fields,
  })) as { token: string }
  client.context.token = token
  return client
}

async function freePlayer(simulator: Simulator): Promise<TestClient> {
  const client = testClient(simulator)
  const Encryption = await client.encryptor.encryptText('olleh')
  const { token } = await client.call(endpoints.freePlayLogin, { os: 'web', platform: 'W', Encryption })
  client.context.token = token
  return client
}

describe('a new account has no fund password until its member sets one', () => {
  test('registration, free play and an agent-opened account start without one', async () => {
    const { simulator, as } = await world()
    const registered = await register(simulator, 'fresh01')
    expect(await registered.call(endpoints.securityConfig, {})).toMatchObject({ hasFundPassword: false })
    expect(await registered.call(endpoints.withdrawSettings, {})).toMatchObject({ fundPasswordSet: false })

    const guest = await freePlayer(simulator)
    expect(await guest.call(endpoints.withdrawSettings, {})).toMatchObject({ fundPasswordSet: false })

    const agent = await as('agent01')
    await agent.call(endpoints.openAccount, {
      accountType: 'member',
      username: 'opened01',
      password: 'Secret99',
      confirmPassword: 'Secret99',
      idempotencyKey: 'open-opened01',
    })
    const opened = await as('opened01', 'Secret99')
    expect(await opened.call(endpoints.securityConfig, {})).toMatchObject({ hasFundPassword: false })
  })

  test('a withdrawal without one is refused fund_password_not_set; the one typed at registration is kept', async () => {
    const { simulator } = await world()
    const fresh = await register(simulator, 'fresh02')
    const withdrawal = { amount: '50', cardId: 'C1', paymentPassword: '123456', idempotencyKey: 'wd-fresh02' }
    expect(await codeOf(fresh.call(endpoints.withdraw, withdrawal))).toBe('fund_password_not_set')

    const chosen = await register(simulator, 'fresh03', { paymentPassword: '246810' })
    expect(await chosen.call(endpoints.securityConfig, {})).toMatchObject({ hasFundPassword: true })
    expect(await codeOf(chosen.call(endpoints.changeWithdrawPassword, changeFrom('123456', '135790')))).toBe(
      'wrong_fund_password',
    )
    await chosen.call(endpoints.changeWithdrawPassword, changeFrom('246810', '135790'))
  })
})

const changeFrom = (oldPassword: string, newPassword: string) => ({
  oldPassword,
  newPassword,
  confirmNewPassword: newPassword,
})

describe("a trial or free-play account's money never moves", () => {
  const everyMovement = [
    ['submitDeposit', { channelId: 'BANK01', amount: '100', idempotencyKey: 'deposit-trial-0001' }],
    [
      'addBankCard',
      { bankCode: 'ESUN', cardNumber: '4111111111111111', realName: 'Chen Wei', paymentPassword: '123456' },
    ],
    ['bindWithdrawAccount', { method: 'MOMO', account: '0912345678', paymentPassword: '123456' }],
    ['withdraw', { amount: '50', cardId: 'C1', paymentPassword: '123456', idempotencyKey: 'withdraw-trial' }],
    ['walletTransfer', { from: 'main', to: 'PG', amount: '10', requestId: 'transfer-trial-1' }],
    ['walletReturn', { customerId: 1, requestId: 'return-trial-1' }],
    ['rebateDisburse', { requestId: 'rebate-trial-1' }],
    [
      'agentTransfer',
      { to: 'agent01', amount: '10', paymentPassword: '123456', idempotencyKey: 'agent-trial' },
    ],
    [
      'sendRedEnvelope',
      { total: '10', count: 2, split: 'equal', expiresInHours: 24, idempotencyKey: 'red-trial' },
    ],
    ['redeemPointReward', { rewardId: 'R-CASH10', quantity: 1, paymentPassword: '123456' }],
    ['convertPoint', { amount: '10', paymentPassword: '123456', idempotencyKey: 'convert-trial' }],
  ] as const

  for (const who of ['trial01', 'a free-play guest'] as const)
    test(`${who}: every money movement is refused in_need_true_account, and nothing moves`, async () => {
      const { simulator, as } = await world()
      const client = who === 'trial01' ? await as('trial01') : await freePlayer(simulator)
      const before = await client.call(endpoints.allWalletBalances, {})
      const refused = []
      for (const [name, request] of everyMovement)
        refused.push([name, await codeOf(client.call(endpoints[name], request as never))])
      expect(refused).toEqual(everyMovement.map(([name]) => [name, 'in_need_true_account']))
      expect(await client.call(endpoints.allWalletBalances, {})).toEqual(before)
    })

  test('an account the back office made free-play is refused though its client still sees a member', async () => {
    const { simulator, as } = await world()
    const client = await as('member01')
    expect(await client.call(endpoints.memberInfo, {})).toMatchObject({ type: 0 })
    await dev(simulator, '/free-play', { account: 'member01' })
    const withdrawal = {
      amount: '50',
      cardId: 'C1',
      paymentPassword: '123456',
      idempotencyKey: 'wd-member01',
    }
    expect(await codeOf(client.call(endpoints.withdraw, withdrawal))).toBe('in_need_true_account')
  })
})

describe('idempotency: one rule for every effectful call', () => {
  /** An account of the test's own (fund password 123456), with money and no past. */
  async function funded(simulator: Simulator, as: (account: string) => Promise<TestClient>) {
    await dev(simulator, '/accounts', { account: 'money01', balance: 1_000 })
    return as('money01')
  }
  async function withdrawReady(client: TestClient) {
    const { cards } = await client.call(endpoints.addBankCard, {
      bankCode: 'ESUN',
      cardNumber: '4111111111111111',
      realName: 'Chen Wei',
      paymentPassword: '123456',
    })
    return cards[0]?.id ?? ''
  }
  const entriesOf = async (simulator: Simulator, kind: string) =>
    ((await dev(simulator, '/ledger/money01')) as { entries: { kind: string }[] }).entries.filter(
      (entry) => entry.kind === kind,
    ).length

  test('withdraw: the same key and request answer the same order; a changed amount is refused', async () => {
    const { simulator, as } = await world()
    const client = await funded(simulator, as)
    const cardId = await withdrawReady(client)
    const request = { amount: '50', cardId, paymentPassword: '123456', idempotencyKey: 'withdraw-key-1' }
    const first = await client.call(endpoints.withdraw, request)
    expect(await client.call(endpoints.withdraw, request)).toEqual(first)
    expect(await codeOf(client.call(endpoints.withdraw, { ...request, amount: '60' }))).toBe(
      'idempotency_conflict',
    )
    expect(await entriesOf(simulator, 'withdrawal')).toBe(1)
  })

  test('wallet and agent transfers, conversion: a reused key with another amount is refused', async () => {
    const { simulator, as } = await world()
    const member = await funded(simulator, as)
    const move = { from: 'main', to: 'PG', amount: '10', requestId: 'transfer-key-1' }
    await member.call(endpoints.walletTransfer, move)
    expect(await codeOf(member.call(endpoints.walletTransfer, { ...move, amount: '20' }))).toBe(
      'idempotency_conflict',
    )
    const convert = { amount: '10', paymentPassword: '123456', idempotencyKey: 'convert-key-1' }
    await member.call(endpoints.convertPoint, convert)
    expect(await codeOf(member.call(endpoints.convertPoint, { ...convert, amount: '11' }))).toBe(
      'idempotency_conflict',
    )
    expect(await entriesOf(simulator, 'transferOut')).toBe(1)

    const player = await as('player002')
    const transfer = { to: 'agent01', amount: '10', paymentPassword: '123456', idempotencyKey: 'agent-key-1' }
    await player.call(endpoints.agentTransfer, transfer)
    expect(await codeOf(player.call(endpoints.agentTransfer, { ...transfer, amount: '12' }))).toBe(
      'idempotency_conflict',
    )
  })

  test('keys are per operation: a key a transfer used is a new key for a rebate claim', async () => {
    const { as } = await world()
    const client = await as('member01')
    await client.call(endpoints.walletTransfer, {
      from: 'main',
      to: 'PG',
      amount: '10',
      requestId: 'shared-key-1',
    })
    const claim = client.call(endpoints.rebateDisburse, { requestId: 'shared-key-1' }).then(
      (paid) => ({ paid: paid.reference.startsWith('RB') }),
      (error: { code?: string }) => ({ refused: error.code }),
    )
    expect([{ paid: true }, { refused: 'nothing_to_claim' }]).toContainEqual(await claim)
  })

  test('a points redemption carries a key: sent twice, it redeems once', async () => {
    const { simulator, as } = await world()
    const client = await funded(simulator, as)
    const member = simulator.store.findMember('money01')
    if (member) member.points = 5_000
    const redeem = {
      rewardId: 'R-CASH10',
      quantity: 1,
      paymentPassword: '123456',
      idempotencyKey: 'redeem-key-1',
    }
    const first = await client.call(endpoints.redeemPointReward, redeem)
    expect(await client.call(endpoints.redeemPointReward, redeem)).toEqual(first)
    expect(await client.call(endpoints.pointBalance, {})).toMatchObject({ points: 4_000 })
    expect(await codeOf(client.call(endpoints.redeemPointReward, { ...redeem, quantity: 2 }))).toBe(
      'idempotency_conflict',
    )
  })

  test('a deposit: a reused key with another amount is refused idempotency_conflict', async () => {
    const { as } = await world()
    const client = await as('member01')
    const deposit = { channelId: 'BANK01', amount: '100', idempotencyKey: 'deposit-key-000001' }
    const first = await client.call(endpoints.submitDeposit, deposit)
    expect(await client.call(endpoints.submitDeposit, deposit)).toEqual(first)
    expect(await codeOf(client.call(endpoints.submitDeposit, { ...deposit, amount: '120' }))).toBe(
      'idempotency_conflict',
    )
  })
})

describe('referral income is counted in whole minor units', () => {
  test("an invitee's odd first deposit pays a whole number of cents, never a fraction", async () => {
    const { simulator, as } = await world()
    const client = await as('member01')
    const before = await client.call(endpoints.referralDetails, {})
    // 123.45 at 10 % is 12.345: a platform pays 12.34, in minor units, never a float's third decimal.
    simulator.store.state.memberCentre.invitees.get('member01')?.push({
      account: 'friend09',
      registeredAt: simulator.store.now(),
      firstDepositAt: simulator.store.now(),
      firstDepositAmount: 12_345,
    })
    const after = await client.call(endpoints.referralDetails, {})
    expect(Math.round((Number(after.totalIncome) - Number(before.totalIncome)) * 1000)).toBe(12_340)
    const listed = await client.call(endpoints.referralList, {})
    expect(
      listed.find((invitee) => invitee.account === 'fri***' && invitee.firstDepositAmount === 123.45),
    ).toBeTruthy()
  })
})

describe('hostile requests: prototype-named keys and oversized bodies', () => {
  const days = 30 * 86_400_000
  test('a type filter named after a prototype key is refused as unknown, never looked up', async () => {
    const { simulator, as } = await world()
    const now = simulator.store.now()
    const range = { startDate: new Date(now - days).toISOString(), endDate: new Date(now).toISOString() }
    const member = await as('member01')
    const agent = await as('agent01')
    const refused = []
    for (const transType of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const request = { ...range, transType, page: 1, size: 10 }
      refused.push(await codeOf(member.call(endpoints.accountRecords, { ...request, status: '' })))
      refused.push(await codeOf(agent.call(endpoints.teamTransactions, request)))
    }
    expect(refused).toEqual(Array(8).fill('field_invalid'))
  })

  test('a body over the limit is refused 413 with the envelope; an image call takes its images', async () => {
    const { simulator, as } = await world()
    const client = await as('member01')
    const post = (path: string, body: string) =>
      simulator.fetch(
        new Request(`http://sim.test${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Session-Token': client.context.token ?? '' },
          body,
        }),
      )
    const huge = JSON.stringify({ from: 'main', to: 'PG', amount: '10', requestId: 'x'.repeat(300_000) })
    const refused = await post(endpoints.walletTransfer.path, huge)
    expect(refused.status).toBe(413)
    expect(await refused.json()).toMatchObject({ success: false, code: 'payload_too_large' })
    const image = `data:image/png;base64,${'A'.repeat(1_000_000)}`
    const feedback = await post(
      endpoints.feedback.path,
      JSON.stringify({ questionType: '1', content: 'hello', images: [image] }),
    )
    expect(feedback.status).not.toBe(413)
  })
})

describe("the back office's member-to-member payment settles exactly one order", () => {
  test('a deposit matched to one withdrawal never pays another of the same amount', async () => {
    const { simulator, as } = await world()
    const withdrawer = async (account: string) => {
      await dev(simulator, '/accounts', { account, balance: 500 })
      const client = await as(account)
      const { cards } = await client.call(endpoints.addBankCard, {
        bankCode: 'ESUN',
        cardNumber: '4111111111111111',
        realName: 'Chen Wei',
        paymentPassword: '123456',
      })
      return client.call(endpoints.withdraw, {
        amount: '200',
        cardId: cards[0]?.id ?? '',
        paymentPassword: '123456',
        idempotencyKey: `withdraw-${account}`,
      })
    }
    const first = await withdrawer('wdfirst01')
    await dev(simulator, '/accounts', { account: 'depositor01', balance: 0 })
    const depositor = await as('depositor01')
    const placed = await depositor.call(endpoints.submitDeposit, {
      channelId: 'C2C01',
      amount: '200',
      idempotencyKey: 'c2c-deposit-depositor01',
    })
    expect(placed.reference).toBeTruthy()
    const second = await withdrawer('wdsecond01')
    expect(second.orderNo).not.toBe(first.orderNo)
    // The back office pays the second order: depositor01's deposit is the first order's, so someone else pays.
    const paid = (await dev(simulator, '/withdraw/pay', { account: 'wdsecond01' })) as { payer: string }
    expect(paid.payer).not.toBe('depositor01')
  })
})

describe('one fund-password counter and one lock-out per member', () => {
  test('wrong fund passwords count across every call that checks one, and the lock-out holds for all', async () => {
    const { simulator, as } = await world()
    await dev(simulator, '/accounts', { account: 'locked02', balance: 500 })
    const client = await as('locked02')
    const wrong = '000000'
    // One after another: started together, a refusal that came back while an earlier one was awaited had no
    // handler yet, an unhandled rejection to Vitest (a CI failure).
    const attempts = [
      () => client.call(endpoints.changeWithdrawPassword, changeFrom(wrong, '135790')),
      () =>
        client.call(endpoints.convertPoint, {
          amount: '10',
          paymentPassword: wrong,
          idempotencyKey: 'convert-lock-1',
        }),
      () =>
        client.call(endpoints.redeemPointReward, {
          rewardId: 'R-CASH10',
          quantity: 1,
          paymentPassword: wrong,
          idempotencyKey: 'redeem-lock-1',
        }),
      () =>
        client.call(endpoints.withdraw, {
          amount: '50',
          cardId: 'C1',
          paymentPassword: wrong,
          idempotencyKey: 'wd-lock-1',
        }),
    ]
    const codes = []
    for (const attempt of attempts) codes.push(await codeOf(attempt()))
    expect(codes).toEqual(Array(4).fill('wrong_fund_password'))
    expect(
      await codeOf(
        client.call(endpoints.convertPoint, {
          amount: '10',
          paymentPassword: wrong,
          idempotencyKey: 'convert-lock-2',
        }),
      ),
    ).toBe('fund_password_locked')
    // Locked: even the right one is refused, on every call, until the lock ends.
    expect(await codeOf(client.call(endpoints.changeWithdrawPassword, changeFrom('123456', '135790')))).toBe(
      'fund_password_locked',
    )
    expect(await client.call(endpoints.withdrawSettings, {})).toMatchObject({
      lockedUntil: expect.any(String),
    })
  })
})
