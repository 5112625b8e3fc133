import type { AuthenticatorSecret, AuthenticatorStatus } from '../../api/schemas/security'
import type { ValidationIssue } from '../../validation/issues'
import type { FlowFailure } from '../shared/failure'

export interface TwoFactorContext {
  /** The secret issued for binding, shown until a code from it turns the app on (or the member cancels). */
  secret: AuthenticatorSecret | null
  /** The six digits as typed: kept when the platform refuses them. */
  code: string
  codeIssue: ValidationIssue | null
  /** The last load, bind or verification failed: its reason. */
  failure: FlowFailure | null
  /** What the last verification did, until something is typed or asked again. */
  changed: 'enabled' | 'disabled' | null
}

export type TwoFactorEvent =
  /** Ask the platform for a new secret to bind. */
  | { type: 'twoFactor.bind' }
  /** Give up the binding under way. */
  | { type: 'twoFactor.cancel' }
  | { type: 'twoFactor.change'; code: string }
  /** Verify the code typed: turns the app on while binding, off while on. */
  | { type: 'twoFactor.submit' }
  | { type: 'twoFactor.retry' }

export type { AuthenticatorSecret, AuthenticatorStatus }
