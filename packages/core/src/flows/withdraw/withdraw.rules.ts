import { isApiError } from '../../api/errors'
import type { BankCards, WithdrawSettings } from '../../api/schemas/withdraw'
import { compareMoney, type Money, moneyToDecimal, parseMoney } from '../../domain/money'
import { flowFailure } from '../shared/failure'
import type {
  CardField,
  CardRequest,
  WithdrawContext,
  WithdrawFailure,
  WithdrawField,
  WithdrawIssue,
  WithdrawRequest,
} from './withdraw.types'

export const emptyWithdrawFields: Record<WithdrawField, string> = { amount: '', cardId: '', password: '' }
export const emptyCardFields: Record<CardField, string> = {
  bankCode: '',
  cardNumber: '',
  realName: '',
  branch: '',
  paymentPassword: '',
}

const fundPasswordPattern = /^\d{6}$/

/** The amount as typed, when it is a positive amount with at most 2 decimals. */
export function typedAmount(text: string): Money | null {
  const amount = parseMoney(text)
  return amount && amount.minor > 0n ? amount : null
}

function amountIssue(text: string, settings: WithdrawSettings): WithdrawIssue | null {
  if (text.trim() === '') return { code: 'amount.required' }
  const amount = typedAmount(text)
  if (!amount) return { code: 'amount.format' }
  if (compareMoney(amount, settings.minAmount) < 0)
    return { code: 'amount.min', values: { min: moneyToDecimal(settings.minAmount) } }
  if (compareMoney(amount, settings.maxAmount) > 0)
    return { code: 'amount.max', values: { max: moneyToDecimal(settings.maxAmount) } }
  if (compareMoney(amount, settings.balance) > 0)
    return { code: 'amount.balance', values: { balance: moneyToDecimal(settings.balance) } }
  return null
}

/** What stops a submit, field by field; empty when the form may be sent. */
export function validateWithdraw(context: WithdrawContext): WithdrawContext['fieldErrors'] {
  const { fields, settings } = context
  const errors: WithdrawContext['fieldErrors'] = {}
  if (!settings) return errors
  const amount = amountIssue(fields.amount, settings)
  if (amount) errors.amount = amount
  const destinations = [...(context.cards?.cards ?? []), ...(context.accounts?.accounts ?? [])]
  if (!destinations.some((destination) => destination.id === fields.cardId))
    errors.cardId = { code: 'card.required' }
  const password = fundPasswordIssue(fields.password, settings.fundPasswordSet)
  if (password) errors.password = password
  return errors
}

/** The Luhn check digit rule of payment card numbers. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

/** Spaces and dashes people type between the groups of a card number are not part of it. */
export const cardDigits = (text: string) => text.replace(/[\s-]/g, '')

/** The fund password as typed into a form that needs it: set, given, six digits. */
function fundPasswordIssue(typed: string, fundPasswordSet: boolean): WithdrawIssue | null {
  if (!fundPasswordSet) return { code: 'fundPassword.notSet' }
  if (typed === '') return { code: 'password.required' }
  return fundPasswordPattern.test(typed) ? null : { code: 'password.format' }
}

export function validateCard(
  context: Pick<WithdrawContext, 'cardFields' | 'cards' | 'cardSetting' | 'settings'>,
): Partial<Record<CardField, WithdrawIssue>> {
  const { cardFields: fields, cards } = context
  const required = context.cardSetting?.requiredFields ?? ['realName']
  const errors: Partial<Record<CardField, WithdrawIssue>> = {}
  if (!cards?.banks.some((bank) => bank.code === fields.bankCode)) errors.bankCode = { code: 'bank.required' }
  const digits = cardDigits(fields.cardNumber)
  if (digits === '') errors.cardNumber = { code: 'cardNumber.required' }
  else if (!/^\d{12,19}$/.test(digits)) errors.cardNumber = { code: 'cardNumber.format' }
  else if (!passesLuhn(digits)) errors.cardNumber = { code: 'cardNumber.invalid' }
  // The platform's card setting names the other fields it needs (issue 32).
  if (required.includes('realName') && fields.realName.trim() === '')
    errors.realName = { code: 'realName.required' }
  if (required.includes('branch') && fields.branch.trim() === '') errors.branch = { code: 'branch.required' }
  const password = fundPasswordIssue(fields.paymentPassword, context.settings?.fundPasswordSet ?? false)
  if (password) errors.paymentPassword = password
  return errors
}

/** The platform's card limit is reached: no card can be added until one is removed (issue 32). */
export const isCardLimitReached = (context: Pick<WithdrawContext, 'cards' | 'cardSetting'>) =>
  context.cardSetting !== null && (context.cards?.cards.length ?? 0) >= context.cardSetting.maxCards

/** What `addBankCard` is sent: the number without its spaces, names trimmed, the fund password as typed. */
export function cardRequest(context: WithdrawContext): CardRequest {
  const { bankCode, cardNumber, realName, branch, paymentPassword } = context.cardFields
  const request = { bankCode, cardNumber: cardDigits(cardNumber), realName: realName.trim(), paymentPassword }
  return branch.trim() === '' ? request : { ...request, branch: branch.trim() }
}

/** A key nobody else will send: 24 characters from the portal's random port. */
export function newIdempotencyKey(random: () => number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  let key = 'wd-'
  for (let index = 0; index < 24; index++) key += alphabet[Math.floor(random() * alphabet.length)]
  return key
}

export function withdrawRequest(context: WithdrawContext, key: string): WithdrawRequest {
  const amount = typedAmount(context.fields.amount)
  return {
    amount: amount ? moneyToDecimal(amount) : context.fields.amount,
    cardId: context.fields.cardId,
    paymentPassword: context.fields.password,
    idempotencyKey: key,
  }
}

/** The server's refusal with the values it named (attempts left, limits), for the app to put in words. */
export function withdrawFailure(error: unknown): WithdrawFailure {
  const failure: WithdrawFailure = flowFailure(error)
  const value = isApiError(error) && error.kind === 'business' ? error.value : undefined
  if (typeof value !== 'object' || value === null) return failure
  const values: Record<string, string | number> = {}
  for (const [key, item] of Object.entries(value))
    if (key !== 'field' && key !== 'until' && (typeof item === 'number' || typeof item === 'string'))
      values[key] = item
  return Object.keys(values).length > 0 ? { ...failure, values } : failure
}

/** Which field a refusal is about, so it shows beside it; others show above the form. */
export function fieldOfRefusal(code: string): WithdrawField | null {
  if (code.startsWith('amount_') || code === 'insufficient_balance') return 'amount'
  if (code === 'wrong_fund_password') return 'password'
  if (code === 'unknown_card') return 'cardId'
  return null
}

const cardRefusals: Record<string, CardField> = {
  card_number_invalid: 'cardNumber',
  card_exists: 'cardNumber',
  real_name_mismatch: 'realName',
  branch_required: 'branch',
  real_name_required: 'realName',
  unknown_bank: 'bankCode',
  wrong_fund_password: 'paymentPassword',
  fund_password_not_set: 'paymentPassword',
}

/** Which field of the card form a refusal is about; others show under the form. */
export const cardFieldOfRefusal = (code: string): CardField | undefined => cardRefusals[code]

/**
 * No answer that says what happened: none came (`network`, `timeout`), the gateway failed (`http`) or the answer
 * could not be read (`invalid-response`). The order may exist, so Retry must send the same key; only a refusal
 * the server spelled out (`business`) or a session that ended proves nothing was made.
 */
export const isOutcomeUnknown = (failure: WithdrawFailure | null) =>
  failure !== null &&
  (['network', 'timeout', 'http', 'invalid-response'] as const).some((kind) => kind === failure.kind)

/** Refusals of the fund password itself: the one typed is wrong, so it is not kept for the next submit. */
export const refusesPassword = (code: string) =>
  code === 'wrong_fund_password' || code === 'fund_password_locked'

/** What typing in a field changes: its value, its error gone, and whatever the old value decided. */
export function fieldChanged(
  context: Pick<WithdrawContext, 'fieldErrors' | 'fields' | 'idempotencyKey' | 'failure'>,
  field: WithdrawField,
  value: string,
): Partial<WithdrawContext> {
  const { [field]: _, ...fieldErrors } = context.fieldErrors
  // Another amount or card is another withdrawal: a key kept for Retry no longer applies.
  const keyKept = field === 'password' ? context.idempotencyKey : null
  return {
    fields: { ...context.fields, [field]: value },
    fieldErrors,
    idempotencyKey: keyKept,
    failure: keyKept ? context.failure : null,
    ...(field === 'amount' ? { charges: null } : {}),
  }
}

/** What a failed submit leaves: an unknown outcome keeps the key for Retry; a refusal starts a new withdrawal. */
export function afterSubmitFailure(
  context: Pick<WithdrawContext, 'fields'>,
  error: unknown,
): Partial<WithdrawContext> {
  const failure = withdrawFailure(error)
  if (isOutcomeUnknown(failure)) return { failure }
  // The server refused: the next submit is a new withdrawal. What was typed stays for it to correct, but a
  // fund password the server called wrong is forgotten (sent again as is, it would only spend an attempt).
  const fields = refusesPassword(failure.code) ? { ...context.fields, password: '' } : context.fields
  const field = fieldOfRefusal(failure.code)
  if (!field) return { failure, fields, idempotencyKey: null }
  const issue = { code: failure.code, ...(failure.values ? { values: failure.values } : {}) }
  return { failure: null, fields, idempotencyKey: null, fieldErrors: { [field]: issue } }
}

/** The card a withdrawal goes to unless the member picks another: the default one, else the first. */
export const defaultCardId = (cards: BankCards) =>
  (cards.cards.find((card) => card.isDefault) ?? cards.cards[0])?.id ?? ''
