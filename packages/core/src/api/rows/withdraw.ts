import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import {
  addBankCardRequestSchema,
  bankCardsSchema,
  paymentConfirmationListSchema,
  processC2CRequestSchema,
  processC2CSchema,
  setDefaultBankCardRequestSchema,
  withdrawChargesRequestSchema,
  withdrawChargesSchema,
  withdrawOrderSchema,
  withdrawRequestSchema,
  withdrawSettingsSchema,
} from '../schemas/withdraw'

// Withdraw and its confirmation (issue 14; original-calls.md §2 and §4). The member centre's calls have no
// paths in the scraped code: they follow its `/wps/relay/MCSFE_<name>` pattern, and the withdrawal goes through
// `passwordCheck/` as the original's fund-password calls do.

export const withdrawSettings = endpoint({
  name: 'withdrawSettings',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getWithdrawSettings',
  auth: true,
  encrypted: false,
  request: noInput,
  response: withdrawSettingsSchema,
  purpose:
    'Limits (min, max, daily count and used), fee rule, remaining turnover, balance, whether a fund password is set and any lock',
  pathChosen: true,
})

export const bankCards = endpoint({
  name: 'bankCards',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getBankCards',
  auth: true,
  encrypted: false,
  request: noInput,
  response: bankCardsSchema,
  purpose: 'The member’s bank cards (last four digits), the banks to pick from, the real name on file',
  pathChosen: true,
})

export const addBankCard = endpoint({
  name: 'addBankCard',
  method: 'POST',
  path: '/wps/relay/MCSFE_withdrawAddCard',
  auth: true,
  encrypted: true,
  request: addBankCardRequestSchema,
  response: bankCardsSchema,
  purpose:
    'Add a card: bank from the list, number checked (digits, length, Luhn), real name required, the fund password as the step-up. Answers the cards',
  pathChosen: true,
})

export const setDefaultBankCard = endpoint({
  name: 'setDefaultBankCard',
  method: 'POST',
  path: '/wps/relay/MCSFE_setDefaultBankCard',
  auth: true,
  encrypted: false,
  request: setDefaultBankCardRequestSchema,
  response: bankCardsSchema,
  purpose: 'Make one card the default for withdrawals. Answers the cards',
  pathChosen: true,
})

export const withdrawCharges = endpoint({
  name: 'withdrawCharges',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getCalculatedWithdrawCharges',
  auth: true,
  encrypted: false,
  request: withdrawChargesRequestSchema,
  response: withdrawChargesSchema,
  purpose: 'The fee of an amount before submit, and the total leaving the balance',
  pathChosen: true,
})

export const withdraw = endpoint({
  name: 'withdraw',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCSFE_withdraw',
  auth: true,
  encrypted: true,
  request: withdrawRequestSchema,
  response: withdrawOrderSchema,
  purpose:
    'Withdraw to a card with the fund password; the idempotency key makes a repeat answer the same order. Five wrong fund passwords lock withdrawals for a while',
  pathChosen: true,
})

export const paymentConfirmations = endpoint({
  name: 'paymentConfirmations',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getPaymentConfirmationList',
  auth: true,
  encrypted: false,
  request: noInput,
  response: paymentConfirmationListSchema,
  purpose: 'Pending withdrawal confirmations: payments another member says they sent',
})

export const processC2CTransaction = endpoint({
  name: 'processC2CTransaction',
  method: 'POST',
  path: '/wps/relay/MCSFE_processC2CTransaction',
  auth: true,
  encrypted: false,
  request: processC2CRequestSchema,
  response: processC2CSchema,
  purpose:
    'Answer a confirmation: Y received, N not received (proof images as data URLs), A all received (nothing returned)',
})
