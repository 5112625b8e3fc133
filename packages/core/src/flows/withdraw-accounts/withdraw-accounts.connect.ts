import type { SnapshotFrom } from 'xstate'
import type { Bank, BankCard } from '../../api/schemas/withdraw'
import type { CardSettingField } from '../../api/schemas/withdraw-accounts'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { WithdrawFailure, WithdrawIssue } from '../withdraw/withdraw.types'
import type { withdrawAccountsMachine } from './withdraw-accounts.machine'
import type { WithdrawAccountsEvent } from './withdraw-accounts.types'

export type WithdrawAccountsSnapshot = SnapshotFrom<typeof withdrawAccountsMachine>

export interface WithdrawAccountsView {
  status: 'loading' | 'failed' | 'ready'
  cards: readonly BankCard[]
  banks: readonly Bank[]
  /** The platform's limit and the fields its card form asks for; null until loaded. */
  maxCards: number | null
  required: readonly CardSettingField[]
  /** No more cards can be added until one is removed. */
  limitReached: boolean
  removal: {
    /** The card being removed, while its fund-password form is open. */
    card: BankCard | null
    password: string
    error: WithdrawIssue | null
    failure: WithdrawFailure | null
    removing: boolean
  }
  failure: WithdrawFailure | null
}

function viewOfAccounts(snapshot: WithdrawAccountsSnapshot | undefined): WithdrawAccountsView {
  const context = snapshot?.context
  const status =
    !snapshot || snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready'
  const cards = context?.cards?.cards ?? []
  const maxCards = context?.cardSetting?.maxCards ?? null
  return {
    status,
    cards,
    banks: context?.cards?.banks ?? [],
    maxCards,
    required: context?.cardSetting?.requiredFields ?? [],
    limitReached: maxCards !== null && cards.length >= maxCards,
    removal: {
      card: cards.find((card) => card.id === context?.removal?.cardId) ?? null,
      password: context?.removal?.password ?? '',
      error: context?.removalError ?? null,
      failure: context?.removalFailure ?? null,
      removing: snapshot?.matches({ ready: 'removing' }) ?? false,
    },
    failure: context?.failure ?? null,
  }
}

export const withdrawAccountsIntents = /* @__PURE__ */ defineIntents((send: Send<WithdrawAccountsEvent>) => ({
  reload: () => send({ type: 'accounts.reload' }),
  askRemoval: (id: string) => send({ type: 'removal.open', id }),
  changeRemoval: (value: string) => send({ type: 'removal.change', value }),
  cancelRemoval: () => send({ type: 'removal.cancel' }),
  confirmRemoval: () => send({ type: 'removal.confirm' }),
}))

export type WithdrawAccountsIntents = ReturnType<typeof withdrawAccountsIntents>

/** Snapshot → the withdrawal accounts page's view-model with its intents. Pure; no snapshot reads as loading. */
export const connectWithdrawAccounts: Connect<
  WithdrawAccountsSnapshot | undefined,
  WithdrawAccountsEvent,
  WithdrawAccountsView & WithdrawAccountsIntents
> = /* @__PURE__ */ defineConnect(viewOfAccounts, withdrawAccountsIntents)
