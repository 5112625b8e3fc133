import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { type CallFault, type FaultyBackend, press, type Refusal, silentFaults } from './faultyBackend'

/** A form that moves money, open and ready, as its fault tests need it. */
export interface MoneyForm {
  backend: FaultyBackend
  /** Types a request the platform accepts. */
  fill(): void
  /** What is typed, as the member sees it: the same after a fault. */
  typed(): unknown
  /** The button that sends the call. */
  submit(): HTMLElement
  /** Where the form's alert and Retry show (the page, or the form's dialog). */
  within?: Pick<typeof screen, 'findByRole' | 'getByRole'>
  /** What the platform has booked for this form so far (orders, ledger entries of its kind). */
  booked(): number
  /** The form's word that the money moved. */
  succeeded(): Promise<void>
}

/**
 * The two halves of "faults without loss" (issue 12) every form that moves money owes, for each fault that brings
 * no answer: lost before the server, Retry books it once; lost after the server booked it, Retry answers the
 * same request (its idempotency key), never a second booking. `words` finish the tests' names. Called inside a
 * `describe` that closes its renders after each test (`afterEach(closeAll)`).
 */
export function retriedFaultTests(
  path: string,
  open: () => Promise<MoneyForm>,
  words: { booked: string; retried: string; same: string; network?: string; alertContains?: boolean },
): void {
  const told = async (form: MoneyForm, message: string) => {
    const alert = (await (form.within ?? screen).findByRole('alert')).textContent
    if (words.alertContains) expect(alert).toContain(message)
    else expect(alert).toBe(message)
  }
  const retry = (form: MoneyForm) => press((form.within ?? screen).getByRole('button', { name: 'Retry' }))

  test.each(silentFaults(words.network))(
    `%s before the server: told, kept, one POST per click, Retry ${words.retried} once`,
    async (fault, message) => {
      const form = await open()
      const before = form.booked()
      form.fill()
      const kept = form.typed()
      form.backend.fail(path, fault)
      await press(form.submit())
      await told(form, message)
      expect(form.typed()).toEqual(kept)
      expect(form.backend.sent(path)).toBe(1)
      expect(form.booked()).toBe(before)

      await retry(form)
      await form.succeeded()
      expect(form.backend.sent(path)).toBe(2)
      expect(form.booked()).toBe(before + 1)
    },
  )

  test.each(silentFaults(words.network))(
    `%s after the server ${words.booked}: Retry answers ${words.same}, never a second`,
    async (fault, message) => {
      const form = await open()
      const before = form.booked()
      form.fill()
      const kept = form.typed()
      form.backend.loseAnswer(path, fault)
      await press(form.submit())
      await told(form, message)
      expect(form.typed()).toEqual(kept)
      // A time-out gives up on the answer while the server may still be booking the request.
      await vi.waitFor(() => expect(form.booked()).toBe(before + 1))

      await retry(form)
      await form.succeeded()
      expect(form.backend.sent(path)).toBe(2)
      expect(form.booked()).toBe(before + 1)
    },
  )
}

/** A form whose own button sends again after a fault (a save, a change), open and ready. */
export interface SavingForm {
  backend: FaultyBackend
  fill(): void
  typed(): unknown
  submit(): HTMLElement
  /** Where the form's alert shows (the page, the form's group or dialog). */
  within?: Pick<typeof screen, 'findByRole'>
  /** The form's word that it went through, and what the platform now keeps. */
  succeeded(): Promise<void>
}

/**
 * "Faults without loss" for a form that saves: each fault is told in words, what was typed is kept, one request
 * per click, and pressing the same button again goes through. `faults` are the faults with their words (a
 * refusal among them is answered with `refusal`); `retried` finishes the test's name.
 */
export function savedFaultTests(
  path: string,
  open: () => Promise<SavingForm>,
  words: { retried: string; faults?: [CallFault, string][]; refusal?: Refusal; request?: string },
): void {
  test.each(words.faults ?? silentFaults())(
    `%s: told, kept, one ${words.request ?? 'POST'} per click, the retry ${words.retried}`,
    async (fault, message) => {
      const form = await open()
      form.fill()
      const kept = form.typed()
      form.backend.fail(path, fault, words.refusal)
      await press(form.submit())
      expect((await (form.within ?? screen).findByRole('alert')).textContent).toBe(message)
      expect(form.typed()).toEqual(kept)
      expect(form.backend.sent(path)).toBe(1)

      await press(form.submit())
      await form.succeeded()
      expect(form.backend.sent(path)).toBe(2)
    },
  )
}
