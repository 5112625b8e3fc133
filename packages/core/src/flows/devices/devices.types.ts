import type { LoginSession } from '../../api/schemas/member-centre'
import type { FlowFailure } from '../shared/failure'

export interface DevicesContext {
  /** Where the account is signed in, this device first (the server's order). */
  sessions: LoginSession[]
  /** The sessions being signed out by the request on its way. */
  revoking: string[]
  /** The list could not be loaded. */
  failure: FlowFailure | null
  /** The last sign-out was refused or failed; the list is loaded again so it shows what is true. */
  revokeFailure: FlowFailure | null
}

export type DevicesEvent =
  | { type: 'devices.refresh' }
  | { type: 'devices.retry' }
  /** Sign out one other session. */
  | { type: 'devices.revoke'; id: string }
  /** Sign out every session but this one. */
  | { type: 'devices.revokeOthers' }

export type { LoginSession }
