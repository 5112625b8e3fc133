import type { SnapshotFrom } from 'xstate'
import type { AgentTransfer, AgentTransferInfo } from '../../api/schemas/agent-money'
import type { Money } from '../../domain/money'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { agentTransferMachine } from './agent-transfer.machine'
import type { AgentTransferEvent, AgentTransferField, AgentTransferIssue } from './agent-transfer.types'

export type AgentTransferSnapshot = SnapshotFrom<typeof agentTransferMachine>

export interface AgentTransferView {
  status: 'loading' | 'loadFailed' | 'ready' | 'sending' | 'failed'
  info: AgentTransferInfo | null
  fields: Record<AgentTransferField, string>
  fieldErrors: Partial<Record<AgentTransferField, AgentTransferIssue>>
  /** A failure that is not a field's: no answer (Retry is safe: same key), a server error, a failed load. */
  failure: FlowFailure | null
  canSubmit: boolean
  canRetry: boolean
  done: AgentTransfer | null
}

const statuses = ['loading', 'loadFailed', 'sending', 'failed'] as const

function viewOfAgentTransfer(snapshot: AgentTransferSnapshot | undefined): AgentTransferView {
  if (!snapshot)
    return {
      status: 'loading',
      info: null,
      fields: { to: '', amount: '', password: '' },
      fieldErrors: {},
      failure: null,
      canSubmit: false,
      canRetry: false,
      done: null,
    }
  const { context } = snapshot
  const status = statuses.find((one) => snapshot.matches(one)) ?? 'ready'
  const failure = context.failure
  const unknownOutcome = failure?.kind === 'network' || failure?.kind === 'timeout'
  return {
    status,
    info: context.info,
    fields: context.fields,
    fieldErrors: context.fieldErrors,
    failure,
    canSubmit: status === 'ready' || (status === 'failed' && !unknownOutcome),
    canRetry:
      status === 'loadFailed' || (status === 'failed' && failure !== null && failure.kind !== 'business'),
    done: context.done,
  }
}

export const agentTransferIntents = /* @__PURE__ */ defineIntents((send: Send<AgentTransferEvent>) => ({
  change: (field: AgentTransferField, value: string) => send({ type: 'agentTransfer.change', field, value }),
  submit: () => send({ type: 'agentTransfer.submit' }),
  retry: () => send({ type: 'agentTransfer.retry' }),
  /** The session's balance, so the limit of the amount follows money that arrived meanwhile. */
  syncBalance: (balance: Money) => send({ type: 'agentTransfer.balance', balance }),
}))

export type AgentTransferIntents = ReturnType<typeof agentTransferIntents>

/** Snapshot → the transfer page's view-model with its intents. Pure. */
export const connectAgentTransfer: Connect<
  AgentTransferSnapshot | undefined,
  AgentTransferEvent,
  AgentTransferView & AgentTransferIntents
> = /* @__PURE__ */ defineConnect(viewOfAgentTransfer, agentTransferIntents)
