import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import {
  bindWithdrawAccountRequestSchema,
  withdrawAccountsSchema,
  withdrawMethodsSchema,
} from '../schemas/withdraw-methods'

// Withdrawal methods beyond bank cards (issue 32; original-calls.md §2). Paths follow the member centre's
// `/wps/relay/MCSFE_<name>` pattern; the original's shapes are unknown, these are ours.

export const withdrawMethods = endpoint({
  name: 'withdrawMethods',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getWithdrawMethods',
  auth: true,
  encrypted: false,
  request: noInput,
  response: withdrawMethodsSchema,
  purpose:
    'The withdrawal methods the platform offers (getWithdrawMethods): bank cards, e-wallets, coins with their networks; the platform’s data, not the client’s (shape ours)',
  pathChosen: true,
})

export const withdrawAccountInfo = endpoint({
  name: 'withdrawAccountInfo',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getWithdrawAccountInfo',
  auth: true,
  encrypted: false,
  request: noInput,
  response: withdrawAccountsSchema,
  purpose:
    'The member’s bound e-wallet accounts and coin addresses, masked, with their method and network (MCSFE_getWithdrawAccountInfo; shape ours). `withdraw` takes one’s id as `cardId`',
  pathChosen: true,
})

export const bindWithdrawAccount = endpoint({
  name: 'bindWithdrawAccount',
  method: 'POST',
  path: '/wps/relay/MCSFE_bindWithdrawAccount',
  auth: true,
  encrypted: true,
  request: bindWithdrawAccountRequestSchema,
  response: withdrawAccountsSchema,
  purpose:
    'Bind an e-wallet account or a coin address (with its network) for a method the platform offers, checked against the method’s format, with the fund password as the step-up. Answers the accounts (ours: the original binds inside its withdraw page)',
  pathChosen: true,
})
