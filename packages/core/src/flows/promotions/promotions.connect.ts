import type { SnapshotFrom } from 'xstate'
import type { Money } from '../../domain/money'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { promotionsMachine } from './promotions.machine'
import type { Promotion, PromotionAction, PromotionStatus, PromotionsEvent } from './promotions.types'

export type PromotionsSnapshot = SnapshotFrom<typeof promotionsMachine>

/**
 * What a promotion's button does in each status: `join` and `claim` send their call, `apply` opens the
 * application form, `none` is a disabled button whose words say why (docs/promotions.md).
 */
export type PromotionButton = 'join' | 'apply' | 'claim' | 'none'

export function buttonOf(promotion: Pick<Promotion, 'status' | 'kind'>): PromotionButton {
  if (promotion.status === 'claim') return 'claim'
  if (promotion.status !== 'join') return 'none'
  return promotion.kind === 'application' ? 'apply' : 'join'
}

/** Statuses of the reward centre's three lists. */
const rewardGroups: Record<'available' | 'received' | 'expired', readonly PromotionStatus[]> = {
  available: ['claim'],
  received: ['claimed', 'paid'],
  expired: ['closed'],
}

export interface PromotionsView {
  /** `loading` nothing to show yet (a reload keeps the last list); `failed` nothing could be loaded. */
  status: 'loading' | 'ready' | 'failed'
  /** A reload is on its way while the last list shows. */
  refreshing: boolean
  list: readonly Promotion[]
  /** The tabs: every category of the list, in the order first met. */
  categories: readonly string[]
  /** Reward centre: ready to claim, claimed or paid out, and ended without a payout. */
  rewards: Record<keyof typeof rewardGroups, readonly Promotion[]>
  /** The join or claim on its way, or failed. */
  pending: PromotionAction | null
  actionFailure: FlowFailure | null
  /** A failed call may be sent again (no answer came, or the server failed); a refusal may not. */
  canRetry: boolean
  canClaimAll: boolean
  claimed: readonly { promotionId: string; amount: Money }[]
  failure: FlowFailure | null
}

function viewOfPromotions(snapshot: PromotionsSnapshot | undefined): PromotionsView {
  const context = snapshot?.context
  const list = context?.list ?? []
  const idle = snapshot?.matches({ ready: 'idle' }) ?? false
  const failedAction = snapshot?.matches({ ready: 'actionFailed' }) ?? false
  const actionFailure = failedAction ? (context?.actionFailure ?? null) : null
  const loadFailed = snapshot?.matches('failed') ?? false
  const inGroup = (statuses: readonly PromotionStatus[]) =>
    list.filter((promotion) => statuses.includes(promotion.status))
  return {
    status: context?.list ? 'ready' : loadFailed ? 'failed' : 'loading',
    refreshing: (snapshot?.matches('loading') ?? false) && context?.list !== null,
    list,
    categories: [...new Set(list.map((promotion) => promotion.category))],
    rewards: {
      available: inGroup(rewardGroups.available),
      received: inGroup(rewardGroups.received),
      expired: inGroup(rewardGroups.expired).filter(
        (promotion) => promotion.progress !== null && promotion.progress.minor > 0n,
      ),
    },
    pending: idle ? null : (context?.action ?? null),
    actionFailure,
    canRetry: actionFailure !== null && actionFailure.kind !== 'business',
    canClaimAll: idle && list.some((promotion) => promotion.status === 'claim'),
    claimed: context?.claimed ?? [],
    failure: loadFailed ? (context?.failure ?? null) : null,
  }
}

export const promotionsIntents = /* @__PURE__ */ defineIntents((send: Send<PromotionsEvent>) => ({
  refresh: () => send({ type: 'promotions.refresh' }),
  join: (promotionId: string) => send({ type: 'promotions.join', promotionId }),
  claim: (promotionId: string) => send({ type: 'promotions.claim', promotionId }),
  claimAll: () => send({ type: 'promotions.claimAll' }),
  retry: () => send({ type: 'promotions.retry' }),
  dismiss: () => send({ type: 'promotions.dismiss' }),
}))

export type PromotionsIntents = ReturnType<typeof promotionsIntents>

/** Snapshot → the promotions page's and the reward centre's view-model with its intents. Pure. */
export const connectPromotions: Connect<
  PromotionsSnapshot | undefined,
  PromotionsEvent,
  PromotionsView & PromotionsIntents
> = /* @__PURE__ */ defineConnect(viewOfPromotions, promotionsIntents)
