import { endpoint } from '../endpoint'
import { openAccountRequestSchema, openedAccountSchema } from '../schemas/agent-open'

export const openAccount = endpoint({
  name: 'openAccount',
  method: 'POST',
  path: '/wps/relay/MCSFE_registerCenter',
  auth: true,
  // The new account's password travels as registration's does.
  encrypted: true,
  request: openAccountRequestSchema,
  response: openedAccountSchema,
  purpose:
    'Agent: opens a member or sub-agent account under me with the registration rules; the same idempotency key answers the same account',
  pathChosen: true,
})
