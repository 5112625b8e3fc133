import type { SnapshotFrom } from 'xstate'
import type { Banner } from '../../api/schemas/content'
import type { PointChange, PointConfig, PointReward, Redemption } from '../../api/schemas/points'
import type { Money } from '../../domain/money'
import { safeUrl } from '../../domain/safe-url'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { pointsMallMachine } from './points-mall.machine'
import { pointsFor } from './points-mall.rules'
import type {
  ConvertField,
  ConvertForm,
  PointsIssue,
  PointsMallEvent,
  RedeemField,
  RedeemForm,
} from './points-mall.types'

export type PointsMallSnapshot = SnapshotFrom<typeof pointsMallMachine>

export interface PointsMallView {
  status: 'loading' | 'ready' | 'failed'
  signedIn: boolean
  failure: FlowFailure | null
  /** Null for a visitor. */
  points: number | null
  balance: Money | null
  rewards: PointReward[]
  config: PointConfig | null
  redemptions: Redemption[]
  changes: PointChange[]
  /** The redemption being filled in, with its reward. */
  redeemForm: (RedeemForm & { reward: PointReward | null }) | null
  redeemErrors: Partial<Record<RedeemField, PointsIssue>>
  redeemFailure: FlowFailure | null
  convertForm: ConvertForm
  convertErrors: Partial<Record<ConvertField, PointsIssue>>
  convertFailure: FlowFailure | null
  /** Points the typed amount would buy, when it is an amount. */
  convertPoints: number | null
  /** A request is on its way: submit buttons wait. */
  busy: 'redeeming' | 'converting' | null
  /** The data are being read again in the background (after a change). */
  refreshing: boolean
  done: 'redeemed' | 'converted' | null
}

function viewOf(snapshot: PointsMallSnapshot | undefined): PointsMallView {
  const context = snapshot?.context
  const data = context?.data ?? null
  const status = !snapshot
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('ready')
        ? 'ready'
        : 'loading'
  const redeem = context?.redeem ?? null
  const convert = context?.convert ?? { amount: '', password: '' }
  return {
    status,
    signedIn: context?.signedIn ?? false,
    failure: context?.failure ?? null,
    points: data?.balance?.points ?? null,
    balance: data?.balance?.balance ?? null,
    rewards: data?.rewards ?? [],
    config: data?.config ?? null,
    redemptions: data?.redemptions ?? [],
    changes: data?.changes ?? [],
    redeemForm: redeem
      ? { ...redeem, reward: data?.rewards.find((one) => one.rewardId === redeem.rewardId) ?? null }
      : null,
    redeemErrors: context?.redeemErrors ?? {},
    redeemFailure: context?.redeemFailure ?? null,
    convertForm: convert,
    convertErrors: context?.convertErrors ?? {},
    convertFailure: context?.convertFailure ?? null,
    convertPoints: data ? pointsFor(convert.amount, data.config.pointsRatio) : null,
    busy: snapshot?.matches({ ready: 'redeeming' })
      ? 'redeeming'
      : snapshot?.matches({ ready: 'converting' })
        ? 'converting'
        : null,
    refreshing: snapshot?.matches({ ready: 'reloading' }) ?? false,
    done: context?.done ?? null,
  }
}

export const pointsMallIntents = /* @__PURE__ */ defineIntents((send: Send<PointsMallEvent>) => ({
  refresh: () => send({ type: 'points.refresh' }),
  retry: () => send({ type: 'points.retry' }),
  choose: (rewardId: string) => send({ type: 'points.choose', rewardId }),
  cancel: () => send({ type: 'points.cancel' }),
  setRedeemField: (field: RedeemField, value: string) => send({ type: 'points.redeemField', field, value }),
  redeem: () => send({ type: 'points.redeem' }),
  setConvertField: (field: ConvertField, value: string) =>
    send({ type: 'points.convertField', field, value }),
  convert: () => send({ type: 'points.convert' }),
}))

export type PointsMallIntents = ReturnType<typeof pointsMallIntents>

/** Snapshot → the points mall's view-model with its intents. Pure; no snapshot reads as loading. */
export const connectPointsMall: Connect<
  PointsMallSnapshot | undefined,
  PointsMallEvent,
  PointsMallView & PointsMallIntents
> = /* @__PURE__ */ defineConnect(viewOf, pointsMallIntents)

/** Spec §9: the points mall's banner group. */
const shopBannerGroup = 'shop'

/** The announcement flow's banners of the points mall, as safe web addresses (others are left out). Pure. */
export function pointsMallBanners(banners: readonly Banner[]): string[] {
  return banners
    .filter((banner) => banner.groupName === shopBannerGroup)
    .flatMap((banner) => {
      const image = safeUrl(banner.url)
      return image ? [image] : []
    })
}
