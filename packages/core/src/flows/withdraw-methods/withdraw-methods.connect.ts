import type { SnapshotFrom } from 'xstate'
import type { WithdrawAccount, WithdrawMethod } from '../../api/schemas/withdraw-methods'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { WithdrawFailure, WithdrawIssue } from '../withdraw/withdraw.types'
import type { withdrawMethodsMachine } from './withdraw-methods.machine'
import { bindable } from './withdraw-methods.rules'
import type { BindField, WithdrawMethodsEvent } from './withdraw-methods.types'

export type WithdrawMethodsSnapshot = SnapshotFrom<typeof withdrawMethodsMachine>

export interface WithdrawMethodsView {
  status: 'loading' | 'failed' | 'ready'
  /** The methods an account can be bound for here (not bank cards); empty where the platform offers cards only. */
  methods: readonly WithdrawMethod[]
  accounts: readonly WithdrawAccount[]
  form: {
    /** The method being bound for, while its form is open. */
    method: WithdrawMethod | null
    fields: Record<BindField, string>
    errors: Partial<Record<BindField, WithdrawIssue>>
    failure: WithdrawFailure | null
    sending: boolean
  }
  failure: WithdrawFailure | null
}

function viewOfMethods(snapshot: WithdrawMethodsSnapshot | undefined): WithdrawMethodsView {
  const context = snapshot?.context
  const status =
    !snapshot || snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready'
  const methods = (context?.methods ?? []).filter(bindable)
  return {
    status,
    methods,
    accounts: context?.accounts?.accounts ?? [],
    form: {
      method: methods.find((method) => method.code === context?.binding?.method) ?? null,
      fields: context?.binding?.fields ?? { network: '', account: '', password: '' },
      errors: context?.bindErrors ?? {},
      failure: context?.bindFailure ?? null,
      sending: snapshot?.matches({ ready: 'binding' }) ?? false,
    },
    failure: context?.failure ?? null,
  }
}

export const withdrawMethodsIntents = /* @__PURE__ */ defineIntents((send: Send<WithdrawMethodsEvent>) => ({
  reload: () => send({ type: 'methods.reload' }),
  openBind: (method: string) => send({ type: 'bind.open', method }),
  changeBind: (field: BindField, value: string) => send({ type: 'bind.change', field, value }),
  cancelBind: () => send({ type: 'bind.cancel' }),
  submitBind: () => send({ type: 'bind.submit' }),
}))

export type WithdrawMethodsIntents = ReturnType<typeof withdrawMethodsIntents>

/** Snapshot → the withdrawal methods section's view-model with its intents. Pure; no snapshot reads as loading. */
export const connectWithdrawMethods: Connect<
  WithdrawMethodsSnapshot | undefined,
  WithdrawMethodsEvent,
  WithdrawMethodsView & WithdrawMethodsIntents
> = /* @__PURE__ */ defineConnect(viewOfMethods, withdrawMethodsIntents)
