import type { SnapshotFrom } from 'xstate'
import type { ValidationIssue } from '../../validation/issues'
import type { FlowFailure } from '../shared/failure'
import { defineIntents, type Send } from '../shared/intents'
import type { twoFactorMachine } from './two-factor.machine'
import { otpauthUri, secretGroups } from './two-factor.rules'
import type { TwoFactorEvent } from './two-factor.types'

export type TwoFactorSnapshot = SnapshotFrom<typeof twoFactorMachine>

const statuses = ['loading', 'failed', 'off', 'issuing', 'binding', 'enabling', 'on', 'disabling'] as const

export interface TwoFactorView {
  status: (typeof statuses)[number]
  /** Sign-ins ask for a code (as last known: on, or on its way off). */
  enabled: boolean
  /** While binding: what the app is given, as a QR code's address and as text in groups of four. */
  binding: { uri: string; groups: string[]; account: string } | null
  code: string
  codeIssue: ValidationIssue | null
  failure: FlowFailure | null
  changed: 'enabled' | 'disabled' | null
  /** A request is on its way: the form is read-only. */
  busy: boolean
}

function viewOfTwoFactor(snapshot: TwoFactorSnapshot | undefined, issuer: string): TwoFactorView {
  if (!snapshot)
    return {
      status: 'loading',
      enabled: false,
      binding: null,
      code: '',
      codeIssue: null,
      failure: null,
      changed: null,
      busy: true,
    }
  const { context } = snapshot
  const status = statuses.find((state) => snapshot.matches(state)) ?? 'loading'
  const { secret } = context
  return {
    status,
    enabled: status === 'on' || status === 'disabling',
    binding:
      secret && (status === 'binding' || status === 'enabling')
        ? { uri: otpauthUri(secret, issuer), groups: secretGroups(secret.secret), account: secret.account }
        : null,
    code: context.code,
    codeIssue: context.codeIssue,
    failure: context.failure,
    changed: context.changed,
    busy: ['loading', 'issuing', 'enabling', 'disabling'].includes(status),
  }
}

export const twoFactorIntents = /* @__PURE__ */ defineIntents((send: Send<TwoFactorEvent>) => ({
  bind: () => send({ type: 'twoFactor.bind' }),
  cancel: () => send({ type: 'twoFactor.cancel' }),
  change: (code: string) => send({ type: 'twoFactor.change', code }),
  submit: () => send({ type: 'twoFactor.submit' }),
  retry: () => send({ type: 'twoFactor.retry' }),
}))

export type TwoFactorIntents = ReturnType<typeof twoFactorIntents>

/**
 * Snapshot → the authenticator panel's view-model with its intents. Pure. `issuer` names the entry in the app:
 * the brand's name, which the core does not know.
 */
export function connectTwoFactor(
  issuer: string,
): (
  snapshot: TwoFactorSnapshot | undefined,
  send?: Send<TwoFactorEvent>,
) => TwoFactorView & TwoFactorIntents {
  return (snapshot, send) => ({ ...viewOfTwoFactor(snapshot, issuer), ...twoFactorIntents(send) })
}
