import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import { depositOrderSchema } from '../schemas/deposit'
import {
  confirmationDetailRequestSchema,
  confirmationDetailSchema,
  depositChatLinkRequestSchema,
  depositChatLinkSchema,
  depositReferenceRequestSchema,
  pendingCountSchema,
} from '../schemas/deposit-order'

// After the deposit order (issue 32; original-calls.md §2). The original names these calls only: paths follow
// its `/wps/relay/MCSFE_<name>` pattern and every shape is ours (pathChosen).

export const updateDepositReference = endpoint({
  name: 'updateDepositReference',
  method: 'POST',
  path: '/wps/relay/MCSFE_updateDepositReference',
  auth: true,
  encrypted: false,
  request: depositReferenceRequestSchema,
  response: depositOrderSchema,
  purpose:
    "The bank's reference of the member's transfer on a processing order (4–40 of A–Z a–z 0–9 . _ / -); replaces any earlier one, so a repeat changes nothing (shape ours)",
  pathChosen: true,
})

export const depositChatLink = endpoint({
  name: 'depositChatLink',
  method: 'POST',
  path: '/wps/relay/MCSFE_requestDepositChatLink',
  auth: true,
  encrypted: false,
  request: depositChatLinkRequestSchema,
  response: depositChatLinkSchema,
  purpose:
    "A chat room with the deposit desk about one of the member's orders: its URL and when the link expires (shape ours)",
  pathChosen: true,
})

export const pendingDepositWithdrawCount = endpoint({
  name: 'pendingDepositWithdrawCount',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getCountOfPendingDepositWithdraw',
  auth: true,
  encrypted: false,
  request: noInput,
  response: pendingCountSchema,
  purpose: "How many of the member's deposits and withdrawals the back office has not settled (shape ours)",
  pathChosen: true,
})

export const depositConfirmationDetail = endpoint({
  name: 'depositConfirmationDetail',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getDepositConfirmationDetail',
  auth: true,
  encrypted: false,
  request: confirmationDetailRequestSchema,
  response: confirmationDetailSchema,
  purpose:
    "One payment confirmation of the member's withdrawal in full: the payer's transfer reference and receipt images (shape ours)",
  pathChosen: true,
})
