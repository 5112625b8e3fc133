import type { SnapshotFrom } from 'xstate'
import type { DepositChannel, DepositOrder, DepositPromotion } from '../../api/schemas/deposit'
import type { Money } from '../../domain/money'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { depositMachine } from './deposit.machine'
import { presetText } from './deposit.rules'
import type { DepositAmountIssue, DepositEvent, DepositFailure } from './deposit.types'

export type DepositSnapshot = SnapshotFrom<typeof depositMachine>

export interface DepositView {
  status: 'loading' | 'failed' | 'ready'
  channels: DepositChannel[]
  channel: DepositChannel | null
  /** The chosen channel's promotions, and the one picked (null: none). */
  promotions: DepositPromotion[]
  promotionId: string | null
  /** The preset buttons of the chosen channel; `selected` when the field holds that amount. */
  presets: { amount: Money; selected: boolean }[]
  amount: string
  issue: DepositAmountIssue | null
  /** Where the submit stands: editing, on its way, answer lost (Retry), or placed. */
  step: 'editing' | 'submitting' | 'uncertain' | 'placed'
  canSubmit: boolean
  failure: DepositFailure | null
  placed: DepositOrder | null
  orders: DepositOrder[]
  ordersLoading: boolean
  ordersFailure: DepositFailure | null
}

const steps = ['submitting', 'uncertain', 'placed'] as const

function viewOfDeposit(snapshot: DepositSnapshot | undefined): DepositView {
  const context = snapshot?.context
  const status =
    !snapshot || snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready'
  const channel = context?.channels.find((known) => known.id === context.channelId) ?? null
  const step = steps.find((name) => snapshot?.matches({ ready: { form: name } })) ?? 'editing'
  const typed = context?.amount.trim() ?? ''
  return {
    status,
    channels: context?.channels ?? [],
    channel,
    promotions: channel?.promotions ?? [],
    promotionId: context?.promotionId ?? null,
    presets: (channel?.fixedAmounts ?? []).map((amount) => ({
      amount,
      selected: presetText(amount) === typed,
    })),
    amount: context?.amount ?? '',
    issue: context?.issue ?? null,
    step,
    canSubmit: status === 'ready' && step === 'editing' && channel !== null,
    failure: context?.failure ?? null,
    placed: context?.placed ?? null,
    orders: context?.orders ?? [],
    ordersLoading: snapshot?.matches({ ready: { orders: 'loading' } }) ?? false,
    ordersFailure: context?.ordersFailure ?? null,
  }
}

export const depositIntents = /* @__PURE__ */ defineIntents((send: Send<DepositEvent>) => ({
  choose: (channelId: string) => send({ type: 'deposit.choose', channelId }),
  change: (value: string) => send({ type: 'deposit.change', value }),
  preset: (amount: Money) => send({ type: 'deposit.preset', amount }),
  promotion: (promotionId: string | null) => send({ type: 'deposit.promotion', promotionId }),
  submit: () => send({ type: 'deposit.submit' }),
  retry: () => send({ type: 'deposit.retry' }),
  again: () => send({ type: 'deposit.again' }),
  refresh: () => send({ type: 'deposit.refresh' }),
}))

export type DepositIntents = ReturnType<typeof depositIntents>

/** Snapshot → the deposit page's view-model with its intents. Pure; no snapshot reads as loading. */
export const connectDeposit: Connect<
  DepositSnapshot | undefined,
  DepositEvent,
  DepositView & DepositIntents
> = /* @__PURE__ */ defineConnect(viewOfDeposit, depositIntents)
