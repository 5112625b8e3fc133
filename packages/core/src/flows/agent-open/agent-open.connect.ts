import type { SnapshotFrom } from 'xstate'
import type { FlowFailure } from '../shared/failure'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { agentOpenMachine } from './agent-open.machine'
import type {
  AgentOpenEvent,
  AgentOpenField,
  AgentOpenFieldErrors,
  OpenAccountType,
  OpenedAccount,
} from './agent-open.types'

export type AgentOpenSnapshot = SnapshotFrom<typeof agentOpenMachine>

export interface AgentOpenView {
  status: 'loading' | 'loadFailed' | 'ready' | 'sending' | 'failed'
  accountType: OpenAccountType
  fields: Record<AgentOpenField, string>
  fieldErrors: AgentOpenFieldErrors
  /** A failure that is not a field's: no answer (Retry is safe: same key), a server error, a failed load. */
  failure: FlowFailure | null
  canSubmit: boolean
  canRetry: boolean
  opened: OpenedAccount | null
}

const statuses = ['loading', 'loadFailed', 'sending', 'failed'] as const

function viewOfAgentOpen(snapshot: AgentOpenSnapshot | undefined): AgentOpenView {
  if (!snapshot)
    return {
      status: 'loading',
      accountType: 'member',
      fields: { username: '', password: '', confirmPassword: '' },
      fieldErrors: {},
      failure: null,
      canSubmit: false,
      canRetry: false,
      opened: null,
    }
  const { context } = snapshot
  const status = statuses.find((one) => snapshot.matches(one)) ?? 'ready'
  const { failure } = context
  const unknownOutcome = failure?.kind === 'network' || failure?.kind === 'timeout'
  return {
    status,
    accountType: context.accountType,
    fields: context.fields,
    fieldErrors: context.fieldErrors,
    failure,
    canSubmit: status === 'ready' || (status === 'failed' && !unknownOutcome),
    canRetry:
      status === 'loadFailed' || (status === 'failed' && context.request !== null && failure !== null),
    opened: context.opened,
  }
}

export const agentOpenIntents = /* @__PURE__ */ defineIntents((send: Send<AgentOpenEvent>) => ({
  change: (field: AgentOpenField, value: string) => send({ type: 'agentOpen.change', field, value }),
  chooseType: (accountType: OpenAccountType) => send({ type: 'agentOpen.chooseType', accountType }),
  submit: () => send({ type: 'agentOpen.submit' }),
  retry: () => send({ type: 'agentOpen.retry' }),
}))

export type AgentOpenIntents = ReturnType<typeof agentOpenIntents>

/** Snapshot → the open-account page's view-model with its intents. Pure. */
export const connectAgentOpen: Connect<
  AgentOpenSnapshot | undefined,
  AgentOpenEvent,
  AgentOpenView & AgentOpenIntents
> = /* @__PURE__ */ defineConnect(viewOfAgentOpen, agentOpenIntents)
