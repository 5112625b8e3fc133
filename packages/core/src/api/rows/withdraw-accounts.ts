import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import { bankCardsSchema } from '../schemas/withdraw'
import { bankCardSettingSchema, removeBankCardRequestSchema } from '../schemas/withdraw-accounts'

// Withdrawal accounts (issue 32; original-calls.md §2). Paths follow the member centre's `/wps/relay/MCSFE_<name>`
// pattern; the original's shapes are unknown, these are ours.

export const bankCardSetting = endpoint({
  name: 'bankCardSetting',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getBindBankCardSetting',
  auth: true,
  encrypted: false,
  request: noInput,
  response: bankCardSettingSchema,
  purpose:
    'How many bank cards a member may bind and which fields of the card form are required (shape ours: the original’s is unknown)',
  pathChosen: true,
})

export const removeBankCard = endpoint({
  name: 'removeBankCard',
  method: 'POST',
  path: '/wps/relay/MCSFE_withdrawDelCard',
  auth: true,
  encrypted: true,
  request: removeBankCardRequestSchema,
  response: bankCardsSchema,
  purpose:
    'Remove a bank card with the fund password as the step-up; refused while a withdrawal to it is in progress. Answers the cards (shape ours)',
  pathChosen: true,
})
