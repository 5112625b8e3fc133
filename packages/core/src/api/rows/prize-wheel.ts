import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import { prizeWheelSchema, spinRequestSchema, spinSchema, ticketsSchema } from '../schemas/prize-wheel'

// The prize wheel and its tickets (issue 32). The original names these calls (original-calls.md §2) but neither
// their paths nor their fields: both are ours, following its `/wps/relay/<SERVICE>_<name>` pattern.

const ours = 'shape ours: the original’s fields are unknown'

export const prizeWheelInfo = endpoint({
  name: 'prizeWheelInfo',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getPrizeWheelInfo',
  auth: true,
  encrypted: false,
  request: noInput,
  response: prizeWheelSchema,
  purpose: `The prize wheel: its segments’ prizes in order and how tickets are earned; ${ours}`,
  pathChosen: true,
})

export const tickets = endpoint({
  name: 'tickets',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getTickets',
  auth: true,
  encrypted: false,
  request: noInput,
  response: ticketsSchema,
  purpose: `The member’s wheel tickets (earned from valid bets and settled deposits, less those spent) and spins; ${ours}`,
  pathChosen: true,
})

export const claimTickets = endpoint({
  name: 'claimTickets',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimTickets',
  auth: true,
  encrypted: false,
  request: spinRequestSchema,
  response: spinSchema,
  purpose: `Spends one ticket on a spin: the platform picks the segment, a prize in money is a ledger entry; refused no_tickets without one; requestId: same key, same spin; ${ours}`,
  pathChosen: true,
})
