import { assign, fromCallback, setup } from 'xstate'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import { convertIssues, convertRequest, newPointsKey, redeemIssues, redeemRequest } from './points-mall.rules'
import type {
  ConvertRequest,
  PointsMallContext,
  PointsMallData,
  PointsMallEvent,
  PointsMallInput,
  RedeemRequest,
} from './points-mall.types'

const emptyConvert = { amount: '', password: '' }
/** What the member presses in the mall: taken whether or not a reload is under way (never while one is sent). */
const memberActions = {
  'points.redeem': [
    { guard: 'redeemOk', target: 'redeeming', actions: 'startRedeem' },
    { guard: 'redeemOpen', actions: 'refuseRedeem' },
  ],
  'points.convert': [
    { guard: 'convertOk', target: 'converting', actions: 'startConvert' },
    { guard: 'isSignedIn', actions: 'refuseConvert' },
  ],
} as const

/**
 * The points mall, a screen flow. Loads the catalogue and rules (and, for a member, the balance, redeem records
 * and points detail); a redemption or a conversion is checked here, then sent once; after it, and whenever the
 * server says a redemption moved, everything is read again without leaving the page. The fund password is
 * dropped after every answer; a conversion whose answer was lost keeps its idempotency key for the next try.
 */
export const pointsMallMachine = setup({
  types: {
    context: {} as PointsMallContext,
    events: {} as PointsMallEvent,
    input: {} as PointsMallInput,
    children: {} as {
      watchChanges: 'watchChanges'
      loadMall: 'loadMall'
      redeemReward: 'redeemReward'
      convertPoints: 'convertPoints'
    },
  },
  actors: {
    loadMall: notProvided<PointsMallData, { signedIn: boolean }>('loadMall'),
    redeemReward: notProvided<unknown, RedeemRequest>('redeemReward'),
    convertPoints: notProvided<unknown, ConvertRequest>('convertPoints'),
    /** Sends `points.changed` when the member's real-time channel says a redemption moved. */
    watchChanges: fromCallback<PointsMallEvent>(() => () => {}),
  },
  actions: {
    assignData: assign((_, data: PointsMallData) => ({ data, failure: null })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
    choose: assign(({ event }) =>
      event.type === 'points.choose'
        ? {
            redeem: { rewardId: event.rewardId, quantity: '1', address: '', mobile: '', password: '' },
            redeemErrors: {},
            redeemFailure: null,
            redeemKey: null,
            done: null,
          }
        : {},
    ),
    cancel: assign({ redeem: null, redeemErrors: {}, redeemFailure: null, redeemKey: null }),
    typeRedeem: assign(({ context, event }) => {
      if (event.type !== 'points.redeemField' || !context.redeem) return {}
      const { [event.field]: _cleared, ...redeemErrors } = context.redeemErrors
      // Anything but the password changes the request: a lost redemption's key belongs to what it was sent with.
      const redeemKey = event.field === 'password' ? context.redeemKey : null
      return { redeem: { ...context.redeem, [event.field]: event.value }, redeemErrors, redeemKey }
    }),
    typeConvert: assign(({ context, event }) => {
      if (event.type !== 'points.convertField') return {}
      const { [event.field]: _cleared, ...convertErrors } = context.convertErrors
      // A new amount is a new action: a lost conversion's key belongs to the amount it was sent with.
      const convertKey = event.field === 'amount' ? null : context.convertKey
      return { convert: { ...context.convert, [event.field]: event.value }, convertErrors, convertKey }
    }),
    refuseRedeem: assign(({ context }) => ({
      redeemErrors: context.redeem ? redeemIssues(context.redeem, context.data) : {},
    })),
    refuseConvert: assign(({ context }) => ({ convertErrors: convertIssues(context.convert, context.data) })),
    startRedeem: assign(({ context }) => ({
      redeemFailure: null,
      done: null,
      redeemKey: context.redeemKey ?? newPointsKey(context.random),
    })),
    startConvert: assign(({ context }) => ({
      convertFailure: null,
      done: null,
      convertKey: context.convertKey ?? newPointsKey(context.random),
    })),
    redeemed: assign({ redeem: null, redeemKey: null, done: 'redeemed' }),
    converted: assign({ convert: emptyConvert, convertKey: null, done: 'converted' }),
    redeemFailed: assign(({ context }, error: unknown) => {
      const failure = flowFailure(error)
      return {
        redeem: context.redeem ? { ...context.redeem, password: '' } : null,
        redeemFailure: failure,
        redeemKey: failure.code === 'network' ? context.redeemKey : null,
      }
    }),
    convertFailed: assign(({ context }, error: unknown) => {
      const failure = flowFailure(error)
      return {
        convert: { ...context.convert, password: '' },
        convertFailure: failure,
        // The server may have converted: only a lost answer keeps the key for the next try.
        convertKey: failure.code === 'network' ? context.convertKey : null,
      }
    }),
  },
  guards: {
    redeemOk: ({ context }) =>
      context.signedIn &&
      context.redeem !== null &&
      Object.keys(redeemIssues(context.redeem, context.data)).length === 0,
    redeemOpen: ({ context }) => context.signedIn && context.redeem !== null,
    convertOk: ({ context }) =>
      context.signedIn && Object.keys(convertIssues(context.convert, context.data)).length === 0,
    isSignedIn: ({ context }) => context.signedIn,
    knownReward: ({ context, event }) =>
      event.type === 'points.choose' &&
      !!context.data?.rewards.some((one) => one.rewardId === event.rewardId),
  },
}).createMachine({
  id: 'pointsMall',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    random: input.random,
    data: null,
    failure: null,
    redeem: null,
    redeemErrors: {},
    redeemFailure: null,
    redeemKey: null,
    convert: emptyConvert,
    convertErrors: {},
    convertFailure: null,
    convertKey: null,
    done: null,
  }),
  invoke: { id: 'watchChanges', src: 'watchChanges' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMall',
        src: 'loadMall',
        input: ({ context }) => ({ signedIn: context.signedIn }),
        onDone: { target: 'ready', actions: { type: 'assignData', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: errorOf } },
      },
    },
    failed: { on: { 'points.retry': 'loading', 'points.refresh': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'points.choose': { guard: 'knownReward', actions: 'choose' },
        'points.redeemField': { actions: 'typeRedeem' },
        'points.convertField': { actions: 'typeConvert' },
      },
      states: {
        idle: {
          on: {
            'points.refresh': 'reloading',
            'points.changed': 'reloading',
            'points.cancel': { actions: 'cancel' },
            ...memberActions,
          },
        },
        // A reload the channel asked for (a redemption moved, the channel reconnected) must not swallow what the
        // member pressed meanwhile: the action goes ahead, and the reload follows its answer.
        reloading: {
          on: {
            'points.changed': { target: 'reloading', reenter: true },
            'points.cancel': { actions: 'cancel' },
            ...memberActions,
          },
          invoke: {
            id: 'loadMall',
            src: 'loadMall',
            input: ({ context }) => ({ signedIn: context.signedIn }),
            onDone: { target: 'idle', actions: { type: 'assignData', params: ({ event }) => event.output } },
            // What is shown stays; the next change or refresh reads again.
            onError: 'idle',
          },
        },
        redeeming: {
          invoke: {
            id: 'redeemReward',
            src: 'redeemReward',
            input: ({ context }) => {
              const form = context.redeem as NonNullable<PointsMallContext['redeem']>
              const physical = !!context.data?.rewards.find((one) => one.rewardId === form.rewardId)?.physical
              return redeemRequest(form, physical, context.redeemKey ?? '')
            },
            onDone: { target: 'reloading', actions: 'redeemed' },
            onError: { target: 'idle', actions: { type: 'redeemFailed', params: errorOf } },
          },
        },
        converting: {
          invoke: {
            id: 'convertPoints',
            src: 'convertPoints',
            input: ({ context }) => convertRequest(context.convert, context.convertKey ?? ''),
            onDone: { target: 'reloading', actions: 'converted' },
            onError: { target: 'idle', actions: { type: 'convertFailed', params: errorOf } },
          },
        },
      },
    },
  },
})
