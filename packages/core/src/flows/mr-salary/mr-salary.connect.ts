import type { SnapshotFrom } from 'xstate'
import type { MrSalaryInfo } from '../../api/schemas/mr-salary'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { mrSalaryMachine } from './mr-salary.machine'
import { percentText } from './mr-salary.rules'
import type { MrSalaryDone, MrSalaryEvent, MrSalaryIssue } from './mr-salary.types'

export type MrSalarySnapshot = SnapshotFrom<typeof mrSalaryMachine>

export interface MrSalaryView {
  status: 'loading' | 'loadFailed' | 'ready' | 'saving' | 'paying' | 'failed'
  info: MrSalaryInfo | null
  /** My own rate as a percentage ("1.50"): the most I may give. */
  ownRate: string | null
  /** The rate field of a downline: as typed, or the rate in force as a percentage ("1.25"), or empty. */
  rateText: (downline: string) => string
  rateErrors: Record<string, MrSalaryIssue>
  /** The downline whose rate or payout is on its way or failed without an answer. */
  busyWith: string | null
  failure: FlowFailure | null
  /** Nothing is on its way: a rate may be saved, a due day paid. */
  canAct: boolean
  canRetry: boolean
  done: MrSalaryDone | null
}

const statuses = ['loading', 'loadFailed', 'saving', 'paying', 'failed'] as const

function viewOfMrSalary(snapshot: MrSalarySnapshot | undefined): MrSalaryView {
  if (!snapshot)
    return {
      status: 'loading',
      info: null,
      ownRate: null,
      rateText: () => '',
      rateErrors: {},
      busyWith: null,
      failure: null,
      canAct: false,
      canRetry: false,
      done: null,
    }
  const { context } = snapshot
  const status = statuses.find((one) => snapshot.matches(one)) ?? 'ready'
  const { failure, info, drafts } = context
  const unknownOutcome = failure?.kind === 'network' || failure?.kind === 'timeout'
  return {
    status,
    info,
    ownRate: info ? percentText(info.ownRate) : null,
    rateText: (downline) => {
      const typed = drafts[downline]
      if (typed !== undefined) return typed
      const rate = info?.rows.find((row) => row.account === downline)?.rate
      return rate === null || rate === undefined ? '' : percentText(rate)
    },
    rateErrors: context.rateErrors,
    busyWith: context.request?.downline ?? null,
    failure,
    canAct: status === 'ready' || (status === 'failed' && !unknownOutcome),
    canRetry: status === 'loadFailed' || (status === 'failed' && context.request !== null),
    done: context.done,
  }
}

export const mrSalaryIntents = /* @__PURE__ */ defineIntents((send: Send<MrSalaryEvent>) => ({
  showDay: (day: string) => send({ type: 'mrSalary.day', day }),
  editRate: (downline: string, value: string) => send({ type: 'mrSalary.edit', downline, value }),
  saveRate: (downline: string) => send({ type: 'mrSalary.save', downline }),
  pay: (downline: string) => send({ type: 'mrSalary.pay', downline }),
  retry: () => send({ type: 'mrSalary.retry' }),
}))

export type MrSalaryIntents = ReturnType<typeof mrSalaryIntents>

/** Snapshot → the daily salary by member ratio page's view-model with its intents. Pure. */
export const connectMrSalary: Connect<
  MrSalarySnapshot | undefined,
  MrSalaryEvent,
  MrSalaryView & MrSalaryIntents
> = /* @__PURE__ */ defineConnect(viewOfMrSalary, mrSalaryIntents)
