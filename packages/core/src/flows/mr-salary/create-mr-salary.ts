import { createActor, fromPromise } from 'xstate'
import { disburseMrSalary, mrSalaryInfo, setMrSalaryRate } from '../../api/rows/mr-salary'
import type { Portal } from '../../create-portal'
import { mrSalaryMachine } from './mr-salary.machine'

/** The daily salary by member ratio page's flow bound to the API; its screen owns it. */
export function createMrSalary(portal: Portal) {
  const { api } = portal.deps
  const machine = mrSalaryMachine.provide({
    actors: {
      loadInfo: fromPromise(({ input, signal }) =>
        api.call(mrSalaryInfo, input.day === null ? {} : { day: input.day }, { signal }),
      ),
      // Exactly one request each: the rows are no reads, so the transport never repeats them.
      saveRate: fromPromise(({ input, signal }) =>
        api.call(setMrSalaryRate, { downline: input.downline, rate: input.rate }, { signal }),
      ),
      payOut: fromPromise(({ input, signal }) =>
        api.call(
          disburseMrSalary,
          { downline: input.downline, day: input.day, idempotencyKey: input.key },
          { signal },
        ),
      ),
    },
    actions: { announceMoneyMoved: () => portal.events.announce({ type: 'money.moved', cause: 'payout' }) },
  })
  return createActor(machine, { input: { random: portal.deps.random }, ...portal.deps.actorOptions })
}
