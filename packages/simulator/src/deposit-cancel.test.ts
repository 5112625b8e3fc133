import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { cancelRemark } from './deposit/cancelled'
import { balanceOf, statusOf } from './ledger/ledger'
import { createSimulator, type Simulator } from './simulator'
import { codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'
import { withdrawingMember } from './testing/withdrawal'

const png = `data:image/png;base64,${Buffer.from('receipt').toString('base64')}`

const ledger = (simulator: Simulator, account: string) => {
  const known = simulator.store.state.ledgers.get(account)
  if (!known) throw new Error(`no ledger for ${account}`)
  return known
}

async function depositor(simulator: Simulator, account: string) {
  await dev(simulator, '/accounts', { account, password: 'Demo1234', balance: 0 })
  const client = testClient(simulator)
  await signIn(client, account, 'Demo1234')
  return client
}

/** ccwd01 withdraws 120; ccpay01 and ccpay02 are members with nothing who could pay it. */
async function setup() {
  const simulator = createSimulator()
  const { client: withdrawer } = await withdrawingMember(simulator, 'ccwd01', { balance: 500, amount: '120' })
  const payer = await depositor(simulator, 'ccpay01')
  const other = await depositor(simulator, 'ccpay02')
  return { simulator, withdrawer, payer, other }
}

const c2c = (amount: string, key: string) => ({
  channelId: 'C2C01',
  amount,
  idempotencyKey: `cancel-test-${key}`,
})
const cancel = (reference: string, key: string) => ({ reference, idempotencyKey: `cancel-key-${key}-0000` })

describe('cancelling a member-to-member deposit (issue 32, cancelC2CDeposit)', () => {
  test('a waiting order is cancelled once, in the ledger with no money moved, and frees its withdrawal', async () => {
    const { simulator, payer, other } = await setup()
    const placed = await payer.call(endpoints.submitDeposit, c2c('120', 'a-0001'))
    // While it waits, nobody else is matched with the same withdrawal.
    expect(await codeOf(other.call(endpoints.submitDeposit, c2c('120', 'b-0001')))).toBe('c2c_no_match')

    const cancelled = await payer.call(endpoints.cancelC2CDeposit, cancel(placed.reference, '1'))
    expect(cancelled).toMatchObject({ reference: placed.reference, status: 'cancelled' })
    expect(cancelled.timeline.map((step) => step.step)).toEqual(['submitted', 'processing', 'cancelled'])
    const [listed] = await payer.call(endpoints.depositOrders, undefined)
    expect(listed?.status).toBe('cancelled')

    // The ledger keeps the change as a status move with its remark; the balance never counted the order.
    const book = ledger(simulator, 'ccpay01')
    const entry = book.entries.find((one) => one.reference === placed.reference)
    expect(statusOf(book, entry?.id ?? '')).toBe('rejected')
    expect(book.moves.at(-1)).toMatchObject({ entryId: entry?.id, status: 'rejected', remarks: cancelRemark })
    expect(balanceOf(book)).toBe(0)
    expect(await payer.call(endpoints.pendingDepositWithdrawCount, undefined)).toEqual({
      deposits: 0,
      withdrawals: 0,
    })

    // The same key answers the same cancel; a new key finds it cancelled already; the key for another order is refused.
    expect(await payer.call(endpoints.cancelC2CDeposit, cancel(placed.reference, '1'))).toEqual(cancelled)
    expect(await codeOf(payer.call(endpoints.cancelC2CDeposit, cancel(placed.reference, '2')))).toBe(
      'order_not_pending',
    )
    expect(book.moves.filter((move) => move.entryId === entry?.id)).toHaveLength(1)

    // The withdrawal is free again: another member is matched with it.
    const next = await other.call(endpoints.submitDeposit, c2c('120', 'b-0002'))
    expect(next.payee?.[2]?.value).toBe('**** **** **** 1111')
    expect(await codeOf(payer.call(endpoints.cancelC2CDeposit, cancel(next.reference, '3')))).toBe(
      'unknown_order',
    )
  })

  test('refused: another member’s order, a bank transfer, a paid order, a settled one', async () => {
    const { simulator, withdrawer, payer, other } = await setup()
    const placed = await payer.call(endpoints.submitDeposit, c2c('120', 'c-0001'))
    // Another member's reference is unknown to them, whoever holds it.
    expect(await codeOf(other.call(endpoints.cancelC2CDeposit, cancel(placed.reference, '4')))).toBe(
      'unknown_order',
    )
    const bank = await other.call(endpoints.submitDeposit, {
      channelId: 'BANK01',
      amount: '300',
      idempotencyKey: 'cancel-test-bank-0001',
    })
    expect(await codeOf(other.call(endpoints.cancelC2CDeposit, cancel(bank.reference, '5')))).toBe(
      'order_not_c2c',
    )

    // The receipt asked the withdrawer to confirm: the money may have moved, so it is no longer the payer's to undo.
    await payer.call(endpoints.uploadDepositReceipt, {
      reference: placed.reference,
      images: [png],
      remark: '',
    })
    expect(await codeOf(payer.call(endpoints.cancelC2CDeposit, cancel(placed.reference, '6')))).toBe(
      'payment_sent',
    )
    const [item] = (await withdrawer.call(endpoints.paymentConfirmations, undefined)).list
    await withdrawer.call(endpoints.processC2CTransaction, {
      isMoneyReceived: 'Y',
      payDetailId: item?.payDetailId ?? '',
    })
    expect(await codeOf(payer.call(endpoints.cancelC2CDeposit, cancel(placed.reference, '7')))).toBe(
      'order_not_pending',
    )
    expect(balanceOf(ledger(simulator, 'ccpay01'))).toBe(120_00)
  })
})
