import { runs } from '@portal/core/dev'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { adjustTo, ledgerOf, rejectOrder } from '../ledger/book'
import { balances, runningBalance, statusOf } from '../ledger/ledger'
import { isRefusal, requestWithdrawal } from '../ledger/operations'
import { orderReference } from '../ledger/references'
import { createSimulator } from '../simulator'
import { answerPayment, orderStatus, sendPayment, settleDue } from './c2c'

const step = fc.oneof(
  fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 400_00 }) }),
  fc.record({ kind: fc.constant('pay' as const), order: fc.nat(5), part: fc.constantFrom(1, 2, 3) }),
  fc.record({ kind: fc.constant('answer' as const), pay: fc.nat(8), answer: fc.constantFrom('Y', 'N', 'A') }),
  fc.record({ kind: fc.constant('clock' as const), minutes: fc.constantFrom(1, 10, 16) }),
  fc.record({ kind: fc.constant('reject' as const), order: fc.nat(5) }),
)

const paidStatuses = new Set(['received', 'autoReceived', 'allReceived'])

// One world for all runs, put back to its seed before each: seeding is the slow part.
const simulator = createSimulator()

test('C2C payments: every movement is in the ledgers, paid parts add up, both sides agree', () => {
  fc.assert(
    fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
      simulator.store.reset()
      const { store } = simulator
      const withdrawer = store.findMember('broke01')
      if (!withdrawer) throw new Error('seed lost broke01')
      adjustTo(store, withdrawer, 1_000_00, 'Test money')
      const notify = () => {}
      for (const one of steps) {
        const { orders, payDetails } = store.state.withdraw
        if (one.kind === 'withdraw') {
          const ledger = ledgerOf(store, withdrawer)
          const reference = orderReference(ledger, 'WD')
          const held = requestWithdrawal(ledger, one.amount, 1_00, { at: store.now(), reference })
          if (!isRefusal(held))
            orders.push({
              orderNo: reference,
              account: withdrawer.account,
              cardId: 'C',
              amount: one.amount,
              fee: 1_00,
              createdAt: store.now(),
              withdrawalEntryId: held[0]?.id ?? '',
              received: 0,
            })
        } else if (one.kind === 'pay') {
          const order = orders[one.order % Math.max(1, orders.length)]
          if (order) sendPayment(store, order, notify, Math.max(1, Math.floor(order.amount / one.part)))
        } else if (one.kind === 'answer') {
          const pay = payDetails[one.pay % Math.max(1, payDetails.length)]
          if (pay?.status === 'awaiting')
            answerPayment(store, pay, one.answer, one.answer === 'N' ? ['proof'] : [])
        } else if (one.kind === 'clock') {
          store.state.clockOffsetMs += one.minutes * 60_000
          settleDue(store, notify)
        } else {
          const order = orders[one.order % Math.max(1, orders.length)]
          if (order) rejectOrder(store, withdrawer, order.withdrawalEntryId, 'Back office')
        }

        for (const [, ledger] of store.state.ledgers) {
          // Balances derive from the entries, agree with the running memo, and never go below zero.
          expect(balances(ledger).get('main') ?? 0).toBe(runningBalance(ledger))
          expect(runningBalance(ledger)).toBeGreaterThanOrEqual(0)
        }
        for (const order of orders) {
          const mine = payDetails.filter((pay) => pay.orderNo === order.orderNo)
          const paid = mine.filter((pay) => paidStatuses.has(pay.status))
          expect(order.received).toBe(paid.reduce((sum, pay) => sum + pay.amount, 0))
          // Never more asked of payers than the order is for.
          expect(mine.reduce((sum, pay) => sum + pay.amount, 0)).toBeLessThanOrEqual(order.amount)
          const status = orderStatus(store, order)
          if (order.received >= order.amount || paid.some((pay) => pay.status === 'allReceived'))
            expect(status === 'paid' || status === 'rejected').toBe(true)
          if (status === 'paid')
            expect(order.received >= order.amount || paid.some((pay) => pay.status === 'allReceived')).toBe(
              true,
            )
        }
        for (const pay of payDetails) {
          const payer = store.findMember(pay.payer)
          if (!payer) throw new Error(`no payer ${pay.payer}`)
          const deposit = statusOf(ledgerOf(store, payer), pay.depositEntryId)
          // The payer's deposit is credited exactly when the withdrawing member says (or time says) it arrived.
          expect(deposit).toBe(paidStatuses.has(pay.status) ? 'settled' : 'pending')
        }
      }
    }),
    { numRuns: runs.machineSequences },
  )
}, 300_000)
