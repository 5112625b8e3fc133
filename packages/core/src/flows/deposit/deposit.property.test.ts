import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { money, parseMoney } from '../../domain/money'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectDeposit } from './deposit.connect'
import { channelsSample, lost, orderSample, refusals } from './deposit.fixtures'
import { depositMachine } from './deposit.machine'
import type { DepositContext, SubmitInput } from './deposit.types'

const typed = fc.oneof(
  fc.constantFrom('', '150', '10', '9.99', '1000', '1000.01', '12.5', '1.234', 'abc', '-5', '1e3', ' 200 '),
  fc.stringMatching(/^\d{1,5}(\.\d{0,3})?$/),
)

const events = fc.oneof(
  fc.constantFrom(
    { type: 'deposit.submit' },
    { type: 'deposit.retry' },
    { type: 'deposit.again' },
    { type: 'deposit.refresh' },
    { type: 'deposit.settled' },
  ),
  fc.constantFrom('BANK', 'USDT', 'nope').map((channelId) => ({ type: 'deposit.choose', channelId })),
  typed.map((value) => ({ type: 'deposit.change', value })),
  fc.constantFrom(10_000n, 50_000n).map((minor) => ({ type: 'deposit.preset', amount: money(minor) })),
  fc
    .constantFrom('FIRST100', 'NOPE', null)
    .map((promotionId) => ({ type: 'deposit.promotion', promotionId })),
  // Type an amount and submit in one step, often enough to reach what lies behind the call.
  typed.map((value) => [{ type: 'deposit.change', value }, { type: 'deposit.submit' }]),
)

/** A counter, so every draw differs and two actions could only share a key by drawing it twice. */
function counterRandom() {
  let n = 0
  return () => {
    n = (n * 7919 + 104_729) % 1_000_003
    return n / 1_000_003
  }
}

describe('deposit properties over random typing, submits, retries and answers', () => {
  test('one key per submit action, resent only by Retry; nothing sent that the channel refuses; money stays exact', async () => {
    let keyOfAction: string | null = null
    let actionKeys: string[] = []
    const visits = await checkMachine({
      machine: depositMachine,
      input: { random: counterRandom() },
      events,
      keepActors: ['watchDeposits'],
      outputs: {
        loadChannels: [channelsSample],
        loadOrders: [[orderSample('DP1', 'approved'), orderSample('DP2', 'rejected')], []],
        submitDeposit: [orderSample('DP1'), orderSample('DP3')],
      },
      errors: {
        loadChannels: [new ApiError({ kind: 'network', endpoint: 'depositChannels' })],
        loadOrders: [new ApiError({ kind: 'http', endpoint: 'depositOrders', status: 502 })],
        submitDeposit: [refusals.limit, refusals.belowMin, lost.network, lost.unreadable],
      },
      start: () => {
        keyOfAction = null
        actionKeys = []
      },
      check: ({ step, before, after, started, pending }) => {
        const was = before.context as DepositContext
        const is = after.context as DepositContext
        const submits = started.filter((call) => call.id === 'submitDeposit')
        // Never two submits at once, and none started by anything but the member's submit or retry.
        expect(pending.filter((call) => call.id === 'submitDeposit').length).toBeLessThanOrEqual(1)
        expect(submits.length).toBeLessThanOrEqual(1)
        const [submit] = submits
        if (submit) {
          expect(step.kind).toBe('send')
          const asked = submit.input as SubmitInput
          const event = step.kind === 'send' ? step.event.type : ''
          if (event === 'deposit.submit') {
            // A new action: a key never used by an earlier one.
            expect(actionKeys).not.toContain(asked.idempotencyKey)
            actionKeys.push(asked.idempotencyKey)
            keyOfAction = asked.idempotencyKey
          } else {
            // Retry after a lost answer: the same action, the same key.
            expect(event).toBe('deposit.retry')
            expect(before.matches({ ready: { form: 'uncertain' } })).toBe(true)
            expect(asked.idempotencyKey).toBe(keyOfAction)
          }
          // Only what the channel accepts leaves, as exact decimal text.
          const channel = channelsSample.find((known) => known.id === asked.channelId)
          expect(channel).toBeDefined()
          expect(asked.amount).toMatch(/^\d+\.\d{2}$/)
          const amount = parseMoney(asked.amount)
          expect(amount).not.toBeNull()
          if (amount && channel) {
            expect(amount.minor >= channel.min.minor && amount.minor <= channel.max.minor).toBe(true)
          }
          // The promotion picked goes with the order, and only one the order's channel offers.
          expect(asked.promotionId).toBe(was.promotionId ?? undefined)
          if (asked.promotionId)
            expect(channel?.promotions?.some((offer) => offer.id === asked.promotionId)).toBe(true)
        }
        // The key lives exactly while an action's outcome is unknown.
        const open =
          after.matches({ ready: { form: 'submitting' } }) || after.matches({ ready: { form: 'uncertain' } })
        expect(is.key !== null).toBe(open)
        if (after.matches({ ready: { form: 'uncertain' } })) expect(is.key).toBe(keyOfAction)
        // What the member typed or picked is never lost by an answer.
        if (step.kind === 'answer') {
          expect(is.amount).toBe(was.amount)
          expect(is.promotionId).toBe(was.promotionId)
        }
        // A promotion held is always one of the chosen channel's.
        if (is.promotionId !== null)
          expect(
            channelsSample.find((known) => known.id === is.channelId)?.promotions?.map((offer) => offer.id),
          ).toContain(is.promotionId)
        // Money is integer minor units, and an order appears once in the list.
        for (const order of is.orders) expect(typeof order.amount.minor).toBe('bigint')
        const references = is.orders.map((order) => order.reference)
        expect(new Set(references).size).toBe(references.length)
        const view = connectDeposit(after as never)
        if (view.issue?.code === 'belowMin') expect(view.issue.min).toEqual(view.channel?.min)
        expect(view.canSubmit).toBe(
          view.status === 'ready' && view.step === 'editing' && view.channel !== null,
        )
      },
    })
    expect(visited(visits, '"uncertain"')).toBe(true)
    expect(visited(visits, '"placed"')).toBe(true)
  }, 120_000)
})
