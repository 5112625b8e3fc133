import { endpoints } from '@portal/core'
import { runs } from '@portal/core/dev'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { ledgerOf } from './ledger/book'
import { mainWallet } from './ledger/entries'
import { balances, runningBalance } from './ledger/ledger'
import { demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { signIn, type TestClient, testClient } from './testing/client'
import { dev } from './testing/dev'

/**
 * The platform's money rules under fault and hostility (issue 31): random batches of withdrawals and wallet
 * transfers sent together (concurrently), keys reused with changed amounts, and a trial account trying the
 * same. Whatever the order the simulator serves them in, the ledger re-derives, never goes negative, moves
 * once per successful key, and a trial's money never moves.
 */
const amount = fc.integer({ min: 1, max: 40 }).map((units) => `${units * 10}`)
const key = fc.integer({ min: 0, max: 3 })
const call = fc.oneof(
  fc.record({ op: fc.constant('withdraw' as const), amount, key }),
  fc.record({ op: fc.constant('transferIn' as const), amount, key }),
  fc.record({ op: fc.constant('transferOut' as const), amount, key }),
  fc.record({ op: fc.constant('trial' as const), amount, key }),
)
type Call = typeof call extends fc.Arbitrary<infer T> ? T : never

interface Outcome {
  operation: string
  key: string
  fields: string
  answer?: unknown
  code?: string
}

async function send(member: TestClient, trial: TestClient, cardId: string, step: Call): Promise<Outcome> {
  const settle = async (operation: string, key: string, fields: object, sent: Promise<unknown>) =>
    sent.then(
      (answer): Outcome => ({ operation, key, fields: JSON.stringify(fields), answer }),
      (error: { code?: string }): Outcome => ({
        operation,
        key,
        fields: JSON.stringify(fields),
        code: error.code,
      }),
    )
  if (step.op === 'withdraw') {
    const fields = { amount: step.amount, cardId, paymentPassword: '123456' }
    const idempotencyKey = `withdraw-key-${step.key}`
    return settle(
      'withdraw',
      idempotencyKey,
      fields,
      member.call(endpoints.withdraw, { ...fields, idempotencyKey }),
    )
  }
  if (step.op === 'trial') {
    const fields = { from: mainWallet, to: 'PG', amount: step.amount }
    return settle(
      'trial',
      `trial-key-${step.key}`,
      fields,
      trial.call(endpoints.walletTransfer, { ...fields, requestId: `trial-key-${step.key}` }),
    )
  }
  const fields =
    step.op === 'transferIn'
      ? { from: mainWallet, to: 'PG', amount: step.amount }
      : { from: 'PG', to: mainWallet, amount: step.amount }
  const requestId = `transfer-key-${step.key}`
  return settle(
    'walletTransfer',
    requestId,
    fields,
    member.call(endpoints.walletTransfer, { ...fields, requestId }),
  )
}

test('concurrent withdrawals and transfers, reused keys and a trial account: the ledger holds', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(call, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
      async (batches) => {
        const simulator = createSimulator()
        await dev(simulator, '/accounts', { account: 'prop01', balance: 300 })
        const member = testClient(simulator)
        await signIn(member, 'prop01', demoPassword)
        const trial = testClient(simulator)
        await signIn(trial, 'trial01', demoPassword)
        const { cards } = await member.call(endpoints.addBankCard, {
          bankCode: 'ESUN',
          cardNumber: '4111111111111111',
          realName: 'Chen Wei',
          paymentPassword: '123456',
        })
        const cardId = cards[0]?.id ?? ''
        const trialBefore = await trial.call(endpoints.allWalletBalances, {})
        const outcomes: Outcome[] = []
        for (const batch of batches)
          outcomes.push(...(await Promise.all(batch.map((step) => send(member, trial, cardId, step)))))

        // A trial's money never moves.
        expect(
          outcomes
            .filter((one) => one.operation === 'trial')
            .every((one) => one.code === 'in_need_true_account'),
        ).toBe(true)
        expect(await trial.call(endpoints.allWalletBalances, {})).toEqual(trialBefore)

        // Per operation and key: every success is the same request with the same answer; a conflict only where a
        // success with another request holds the key.
        const successes = new Map<string, Outcome>()
        for (const one of outcomes.filter((outcome) => outcome.answer !== undefined)) {
          const slot = `${one.operation}/${one.key}`
          const first = successes.get(slot)
          if (first) expect([one.fields, one.answer]).toEqual([first.fields, first.answer])
          else successes.set(slot, one)
        }
        for (const one of outcomes.filter((outcome) => outcome.code === 'idempotency_conflict'))
          expect(successes.get(`${one.operation}/${one.key}`)?.fields).not.toBe(one.fields)

        // The ledger re-derives, is never negative, and moved once per successful key.
        const account = simulator.store.findMember('prop01')
        if (!account) throw new Error('no prop01')
        const ledger = ledgerOf(simulator.store, account)
        const derived = balances(ledger)
        for (const [wallet, balance] of derived) {
          expect(balance).toBe(runningBalance(ledger, wallet))
          expect(balance).toBeGreaterThanOrEqual(0)
        }
        const count = (kind: string) => ledger.entries.filter((entry) => entry.kind === kind).length
        const succeeded = (operation: string) =>
          [...successes.keys()].filter((slot) => slot.startsWith(`${operation}/`)).length
        expect(count('withdrawal')).toBe(succeeded('withdraw'))
        expect(count('transferOut')).toBe(succeeded('walletTransfer'))
      },
    ),
    { numRuns: runs.platformSequences },
  )
}, 300_000)
