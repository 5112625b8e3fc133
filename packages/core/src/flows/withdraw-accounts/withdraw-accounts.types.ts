import type { BankCards } from '../../api/schemas/withdraw'
import type { BankCardSetting } from '../../api/schemas/withdraw-accounts'
import type { WithdrawFailure, WithdrawIssue } from '../withdraw/withdraw.types'

/** The removal of one card on its way to being confirmed: which card, and the fund password as typed. */
export interface CardRemoval {
  cardId: string
  password: string
}

export interface WithdrawAccountsContext {
  cards: BankCards | null
  cardSetting: BankCardSetting | null
  /** The card the member asked to remove, until it is removed or they change their mind. */
  removal: CardRemoval | null
  /** The fund password's problem, beside its field. */
  removalError: WithdrawIssue | null
  /** A refusal about the card itself (a withdrawal to it in progress, the lock-out), under the form. */
  removalFailure: WithdrawFailure | null
  /** The accounts could not be loaded. */
  failure: WithdrawFailure | null
}

export interface WithdrawAccountsLoaded {
  cards: BankCards
  cardSetting: BankCardSetting
}

export type WithdrawAccountsEvent =
  | { type: 'accounts.reload' }
  /** Ask to remove a card: its fund-password form opens. */
  | { type: 'removal.open'; id: string }
  | { type: 'removal.change'; value: string }
  | { type: 'removal.cancel' }
  | { type: 'removal.confirm' }
