import { endpoint } from '../endpoint'
import { depositOrderSchema } from '../schemas/deposit'
import { cancelC2CDepositRequestSchema } from '../schemas/deposit-cancel'

// Cancelling a member-to-member deposit (issue 32; original-calls.md §2). The original names the call only: the
// path follows its `/wps/relay/MCSFE_<name>` pattern and the shape is ours (pathChosen).

export const cancelC2CDeposit = endpoint({
  name: 'cancelC2CDeposit',
  method: 'POST',
  path: '/wps/relay/MCSFE_cancelC2CDeposit',
  auth: true,
  encrypted: false,
  request: cancelC2CDepositRequestSchema,
  response: depositOrderSchema,
  purpose:
    "Cancels the member's own member-to-member deposit order while it waits and before the payment is sent; answers the order, now cancelled (shape ours)",
  pathChosen: true,
})
