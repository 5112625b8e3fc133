import { assign, fromCallback, setup } from 'xstate'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import type { VipContext, VipEvent, VipInfo } from './vip.types'

/** The level reached since the last answer, when the new one is higher: the rank-up the page announces. */
function rankedUpBy(context: VipContext, info: VipInfo) {
  const before = context.info?.progress.level
  if (before === undefined || info.progress.level <= before) return context.rankedUp
  return info.rule.levels.find((level) => level.level === info.progress.level) ?? null
}

/**
 * The VIP page's flow, a screen flow: the member's level and progress, the levels' rules and benefits and the
 * nearby levels, loaded together. The level is the platform's and moves with play and deposits, so the flow
 * loads again whenever the member's money moves (`money.moved`, `member.resync` on the events port: a round
 * played, a deposit approved, the upgrade bonus itself); a reload that shows a higher level says so once.
 * It moves no money: the upgrade bonus is the platform's, credited through the ledger and announced by the
 * member's channel.
 */
export const vipMachine = setup({
  types: {
    context: {} as VipContext,
    events: {} as VipEvent,
    children: {} as { loadVip: 'loadVip'; followMoney: 'followMoney' },
  },
  actors: {
    loadVip: notProvided<VipInfo>('loadVip'),
    /** Sends `vip.refresh` when the member's money may have moved. */
    followMoney: fromCallback<VipEvent>(() => {
      throw new Error('followMoney was not provided: create the actor through createVip()')
    }),
  },
  actions: {
    assignInfo: assign(({ context }, info: VipInfo) => ({
      info,
      failure: null,
      rankedUp: rankedUpBy(context, info),
    })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
  },
}).createMachine({
  id: 'vip',
  context: { info: null, failure: null, rankedUp: null },
  invoke: { id: 'followMoney', src: 'followMoney' },
  initial: 'loading',
  on: { 'vip.dismiss': { actions: assign({ rankedUp: null }) } },
  states: {
    loading: {
      // A refresh during a load starts it over: the answer on its way may predate the change.
      on: { 'vip.refresh': { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadVip',
        src: 'loadVip',
        onDone: { target: 'ready', actions: { type: 'assignInfo', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorOf },
        },
      },
    },
    ready: { on: { 'vip.refresh': 'loading' } },
    failed: { on: { 'vip.retry': 'loading', 'vip.refresh': 'loading' } },
  },
})
