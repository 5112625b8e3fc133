import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import {
  depositChannelsSchema,
  depositOrderSchema,
  depositOrdersSchema,
  depositReceiptRequestSchema,
  submitDepositRequestSchema,
} from '../schemas/deposit'

// Deposit (issue 14). Names from original-calls.md §2; the original's member centre does not show its paths,
// so each follows its `/wps/relay/<SERVICE>_<name>` pattern (pathChosen).

export const depositChannels = endpoint({
  name: 'depositChannels',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getDepositMethods',
  auth: true,
  encrypted: false,
  request: noInput,
  response: depositChannelsSchema,
  purpose:
    'Deposit channels (bank, e-wallet, QR, crypto): min, max, preset amounts (getFixedAmounts), payee details',
  pathChosen: true,
})

export const submitDeposit = endpoint({
  name: 'submitDeposit',
  method: 'POST',
  path: '/wps/relay/MCSFE_createDepositTask',
  auth: true,
  encrypted: false,
  request: submitDepositRequestSchema,
  response: depositOrderSchema,
  purpose:
    'Place a deposit order; never retried: the member retries with the same idempotencyKey, answered the same order',
  pathChosen: true,
})

export const depositOrders = endpoint({
  name: 'depositOrders',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getDepositTransactionReport',
  auth: true,
  encrypted: false,
  request: noInput,
  response: depositOrdersSchema,
  purpose: "The member's latest deposit orders, newest first, with their status timelines",
  pathChosen: true,
})

export const uploadDepositReceipt = endpoint({
  name: 'uploadDepositReceipt',
  method: 'POST',
  path: '/wps/relay/MCSFE_uploadDepositEncodedImage',
  auth: true,
  encrypted: false,
  request: depositReceiptRequestSchema,
  response: depositOrderSchema,
  purpose:
    "A bank transfer's receipt (1–3 png/jpg data URLs under 5 MB, remark ≤ 140) for a processing order; replaces any earlier one; never retried",
  pathChosen: true,
})
