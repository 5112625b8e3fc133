import type { SnapshotFrom } from 'xstate'
import type { VipBenefit, VipLevel } from '../../api/schemas/vip'
import type { Money } from '../../domain/money'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { vipMachine } from './vip.machine'
import { shareDone, stillNeeded } from './vip.rules'
import type { VipContext, VipEvent } from './vip.types'

export type VipSnapshot = SnapshotFrom<typeof vipMachine>

/** One requirement of the next level: done so far, needed, what is left, and the bar's share (0–100). */
export interface VipRequirement {
  done: Money
  needed: Money
  left: Money
  percent: number
}

/** A level with its benefits and where it stands for the member. */
export interface VipLevelView extends VipLevel {
  benefit: VipBenefit | null
  standing: 'reached' | 'current' | 'ahead'
}

export interface VipView extends Pick<VipContext, 'failure' | 'rankedUp'> {
  status: 'loading' | 'ready' | 'failed'
  /** Loading again with the last answer still shown. */
  refreshing: boolean
  current: { level: number; name: string } | null
  next: VipLevel | null
  turnover: VipRequirement | null
  deposits: VipRequirement | null
  levels: readonly VipLevelView[]
  nearby: readonly VipLevelView[]
  levelsKept: boolean
}

const requirement = (done: Money, needed: Money): VipRequirement => ({
  done,
  needed,
  left: stillNeeded(done, needed),
  percent: shareDone(done, needed),
})

function viewOfVip(snapshot: VipSnapshot | undefined): VipView {
  const context = snapshot?.context
  const info = context?.info ?? null
  const progress = info?.progress ?? null
  const withBenefit = (level: VipLevel): VipLevelView => ({
    ...level,
    benefit: info?.benefits.find((benefit) => benefit.level === level.level) ?? null,
    standing:
      level.level === progress?.level
        ? 'current'
        : level.level < (progress?.level ?? 0)
          ? 'reached'
          : 'ahead',
  })
  const next = progress?.next ?? null
  return {
    status: info ? 'ready' : snapshot?.matches('failed') ? 'failed' : 'loading',
    refreshing: info !== null && (snapshot?.matches('loading') ?? false),
    current: progress ? { level: progress.level, name: progress.name } : null,
    next,
    turnover: progress && next ? requirement(progress.turnover, next.turnover) : null,
    deposits: progress && next ? requirement(progress.deposits, next.deposits) : null,
    levels: info?.rule.levels.map(withBenefit) ?? [],
    nearby: info?.nearby.map(withBenefit) ?? [],
    levelsKept: info?.rule.levelsKept ?? false,
    failure: snapshot?.matches('failed') ? (context?.failure ?? null) : null,
    rankedUp: context?.rankedUp ?? null,
  }
}

export const vipIntents = /* @__PURE__ */ defineIntents((send: Send<VipEvent>) => ({
  retry: () => send({ type: 'vip.retry' }),
  dismiss: () => send({ type: 'vip.dismiss' }),
}))

export type VipIntents = ReturnType<typeof vipIntents>

/** Snapshot → the VIP page's view-model with its intents. Pure. */
export const connectVip: Connect<VipSnapshot | undefined, VipEvent, VipView & VipIntents> =
  /* @__PURE__ */ defineConnect(viewOfVip, vipIntents)
