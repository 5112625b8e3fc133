import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import { money } from '../../domain/money'
import { refusal } from '../../testing/fixtures'
import { cyclingRandom, testModel, testTransitionCoverage } from '../../testing/model'
import { connectTransfer } from './transfer.connect'
import { transferMachine } from './transfer.machine'
import type { TransferContext, TransferOutcome } from './transfer.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as TransferContext
const view = (snapshot: AnyMachineSnapshot) => connectTransfer(snapshot as never)

/** A fixed random source: the keys are the same on every replay of a path. */
const random = cyclingRandom()

const open = {
  type: 'transfer.open',
  vendor: 'PG',
  direction: 'in',
  main: money(10_000n),
  vendorBalance: money(2_500n),
}

const events = (): AnyEventObject[] => [
  open,
  { type: 'transfer.direction', direction: 'out' },
  { type: 'transfer.change', amount: '30' },
  { type: 'transfer.change', amount: '1.005' },
  { type: 'transfer.all' },
  { type: 'transfer.submit' },
  { type: 'transfer.collectAll' },
  { type: 'transfer.retry' },
  { type: 'transfer.close' },
]

const collected: TransferOutcome = { kind: 'collect', collected: money(2_500n), skipped: ['SBO'] }

describe('transfer model', () => {
  testModel(transferMachine.provide({ actions: { announceMoneyMoved: () => {} } }), {
    input: { random },
    events,
    outputs: { sendRequest: [{ kind: 'transfer' }, collected] },
    errors: {
      sendRequest: [
        new ApiError({ kind: 'timeout', endpoint: 'walletTransfer' }),
        refusal('walletTransfer', 'insufficient_balance', { field: 'amount' }),
      ],
    },
    rules: {
      'transfer.open': ({ after }) => {
        expect(contextOf(after)).toMatchObject({ vendor: 'PG', direction: 'in', amount: '', request: null })
        expect(view(after)).toMatchObject({ formOpen: true, available: money(10_000n), canSubmit: true })
      },
      'transfer.direction': ({ before, after }) => {
        expect(contextOf(after).direction).toBe('out')
        // Turning the form after a failure is a new action: the old key is dropped.
        if (before.matches('failed')) expect(contextOf(after).request).toBeNull()
        expect(view(after).available).toEqual(money(2_500n))
      },
      'transfer.change': ({ event, after }) => {
        expect(contextOf(after).amount).toBe(event.amount)
        expect(contextOf(after).amountError).toBeNull()
        expect(contextOf(after).request).toBeNull()
        expect(after.matches('editing')).toBe(true)
      },
      'transfer.all': ({ before, after }) => {
        const available = view(before).available
        expect(contextOf(after).amount).toBe(
          available && available.minor > 0n ? (available.minor === 10_000n ? '100.00' : '25.00') : '',
        )
      },
      'transfer.submit': ({ before, after }) => {
        if (after.matches('sending')) {
          // One new action: a new key and the amount as money.
          const request = contextOf(after).request
          expect(request).toMatchObject({ kind: 'transfer', vendor: 'PG' })
          expect(request?.key).toMatch(/^[a-z0-9]{24}$/)
          expect(request?.key).not.toBe(contextOf(before).request?.key)
          expect(view(after).sending).toBe(true)
        } else {
          // Nothing sent: the reason beside the field, and what was typed kept.
          expect(contextOf(after).amountError).not.toBeNull()
          expect(contextOf(after).amount).toBe(contextOf(before).amount)
          expect(contextOf(after).request).toBeNull()
        }
      },
      'transfer.collectAll': ({ after }) => {
        expect(contextOf(after).request).toMatchObject({ kind: 'collect' })
        expect(view(after)).toMatchObject({ collecting: true, formOpen: false })
      },
      'transfer.retry': ({ before, after }) => {
        // The same action, the same key.
        expect(contextOf(after).request).toBe(contextOf(before).request)
        expect(after.matches('sending')).toBe(true)
      },
      'transfer.close': ({ after }) => {
        expect(contextOf(after)).toMatchObject({ vendor: null, amount: '', request: null, failure: null })
        expect(view(after).formOpen).toBe(false)
      },
      'xstate.done.actor.sendRequest': ({ before, after, event }) => {
        const request = contextOf(before).request
        const done = contextOf(after).done
        // An answer of the other kind (a collect answered as a transfer) claims nothing.
        if (request?.kind === (event.output as TransferOutcome).kind) expect(done?.kind).toBe(request?.kind)
        else expect(done).toBeNull()
        if (request?.kind === 'transfer') expect(done).toMatchObject({ amount: request.amount, vendor: 'PG' })
        expect(contextOf(after).request).toBeNull()
        expect(view(after)).toMatchObject({ status: 'closed', formOpen: false })
      },
      'xstate.error.actor.sendRequest': ({ before, after }) => {
        // The action is kept with its key for Retry.
        expect(contextOf(after).request).toBe(contextOf(before).request)
        const shown = view(after)
        if (contextOf(after).failure?.kind === 'business') {
          expect(shown.canRetry).toBe(false)
          if (contextOf(before).request?.kind === 'transfer')
            expect(shown.amountError).toEqual({ code: 'insufficient_balance' })
        } else expect(shown).toMatchObject({ canRetry: true, failure: { code: 'network' } })
      },
    },
  })
})

testTransitionCoverage(transferMachine)
