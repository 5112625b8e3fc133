import type { BankCards, WithdrawCharges, WithdrawOrder, WithdrawSettings } from '../../api/schemas/withdraw'
import type { BankCardSetting } from '../../api/schemas/withdraw-accounts'
import type { WithdrawAccounts } from '../../api/schemas/withdraw-methods'
import type { FlowFailure } from '../shared/failure'

export type WithdrawField = 'amount' | 'cardId' | 'password'
/** The card form's fields; the fund password is the step-up a card needs (issue 31). */
export type CardField = 'bankCode' | 'cardNumber' | 'realName' | 'branch' | 'paymentPassword'

/** What `addBankCard` is sent: the branch only where one was typed. */
export type CardRequest = Omit<Record<CardField, string>, 'branch'> & { branch?: string }

/** What the form loads together: limits, the cards, and the platform's rules for binding one (issue 32). */
export interface WithdrawLoaded {
  settings: WithdrawSettings
  cards: BankCards
  cardSetting: BankCardSetting
  /** The e-wallet accounts and coin addresses the member bound (issue 32): places to withdraw to beside the cards. */
  accounts: WithdrawAccounts
}

/** A field's problem as a code the app translates, with the values it names (`{ code: 'amount.min', min }`). */
export interface WithdrawIssue {
  code: string
  values?: Record<string, string | number>
}

/** A failed call: the server's code (or `network`), the time a lock ends, and the values the refusal named. */
export interface WithdrawFailure extends FlowFailure {
  values?: Record<string, string | number>
}

export interface WithdrawContext {
  settings: WithdrawSettings | null
  cards: BankCards | null
  cardSetting: BankCardSetting | null
  accounts: WithdrawAccounts | null
  fields: Record<WithdrawField, string>
  fieldErrors: Partial<Record<WithdrawField, WithdrawIssue>>
  /** The fee of the amount as typed, from the server; null until asked or when the amount is not valid. */
  charges: WithdrawCharges | null
  /**
   * The key of the user's one withdrawal: made on the first submit, sent again by Retry while the outcome is
   * unknown (no answer), dropped once the server has answered, so the next submit is a new order.
   */
  idempotencyKey: string | null
  order: WithdrawOrder | null
  failure: WithdrawFailure | null
  cardFields: Record<CardField, string>
  cardErrors: Partial<Record<CardField, WithdrawIssue>>
  cardFailure: WithdrawFailure | null
  /** The card form is open. */
  addingCard: boolean
}

export type WithdrawEvent =
  | { type: 'withdraw.change'; field: WithdrawField; value: string }
  | { type: 'withdraw.submit' }
  /** Send the same withdrawal again (same key) after no answer came. */
  | { type: 'withdraw.retry' }
  /** Load the settings and cards again (after a failed load, or for another withdrawal after one went through). */
  | { type: 'withdraw.reload' }
  | { type: 'card.open' }
  | { type: 'card.close' }
  | { type: 'card.change'; field: CardField; value: string }
  | { type: 'card.submit' }
  | { type: 'card.setDefault'; id: string }

export interface WithdrawInput {
  /** The portal's random port: the idempotency key. */
  random: () => number
}

export interface WithdrawRequest {
  amount: string
  /** Where it goes: a card's id, or a bound account's (issue 32). */
  cardId: string
  paymentPassword: string
  idempotencyKey: string
}
