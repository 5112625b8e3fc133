import { assign, setup } from 'xstate'
import type { Contract, ContractList } from '../../api/schemas/contracts'
import { contractKinds, contractPeriods } from '../../domain/contracts'
import { errorOf } from '../shared/error-of'
import { flowFailure } from '../shared/failure'
import { notProvided } from '../shared/not-provided'
import { conflictsOf, emptyDraft, emptyTier, offerRequest, readDraft } from './contract-offer.rules'
import type { OfferContext, OfferEvent, OfferInput, TerminateInput } from './contract-offer.types'

const maxTiers = 10

const without = <T>(issues: Record<string, T>, key: string) => {
  const { [key]: _, ...rest } = issues
  return rest
}

/**
 * The agent's contracts screen (issue 16): the contracts given and got with their history, and an offer to a
 * direct downline with tiers typed as text, a payout preview (connect), the contracts the offer would end
 * listed for the agent to agree to first (spec §4), one request per submit.
 */
export const contractOfferMachine = setup({
  types: {
    context: {} as OfferContext,
    events: {} as OfferEvent,
    children: {} as { loadList: 'loadList'; sendOffer: 'sendOffer'; terminate: 'terminate' },
  },
  actors: {
    loadList: notProvided<ContractList>('loadList'),
    sendOffer: notProvided<Contract, OfferInput>('sendOffer'),
    terminate: notProvided<unknown, TerminateInput>('terminate'),
  },
  actions: {
    edit: assign(({ context, event }) => {
      const draft = context.draft
      if (event.type === 'offer.change') {
        if (event.field === 'kind' && (contractKinds as readonly string[]).includes(event.value))
          return { draft: { ...draft, kind: event.value as never }, offered: null }
        if (event.field === 'period' && (contractPeriods as readonly string[]).includes(event.value))
          return { draft: { ...draft, period: event.value as never }, offered: null }
        if (event.field === 'downline')
          return {
            draft: { ...draft, downline: event.value },
            issues: without(context.issues, 'downline'),
            offered: null,
          }
      }
      if (event.type === 'offer.tier' && draft.tiers[event.index])
        return {
          draft: {
            ...draft,
            tiers: draft.tiers.map((tier, index) =>
              index === event.index ? { ...tier, [event.field]: event.value } : tier,
            ),
          },
          // The field's error goes as it is edited; the others stay until the next submit.
          issues: without(context.issues, `tiers.${event.index}.${event.field}`),
          offered: null,
        }
      if (event.type === 'offer.addTier' && draft.tiers.length < maxTiers)
        return { draft: { ...draft, tiers: [...draft.tiers, emptyTier()] } }
      if (event.type === 'offer.removeTier' && draft.tiers.length > 1)
        return { draft: { ...draft, tiers: draft.tiers.filter((_, index) => index !== event.index) } }
      return {}
    }),
    check: assign(({ context }) => ({
      issues: readDraft(context.draft).issues,
      conflicts: conflictsOf(context.list, context.draft),
      failure: null,
    })),
    assignFailure: assign((_, error: unknown) => ({ failure: flowFailure(error) })),
  },
  guards: {
    valid: ({ context }) => Object.keys(readDraft(context.draft).issues).length === 0,
    hasConflicts: ({ context }) => conflictsOf(context.list, context.draft).length > 0,
  },
}).createMachine({
  id: 'contractOffer',
  context: { list: null, draft: emptyDraft(), issues: {}, conflicts: [], offered: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadList',
        src: 'loadList',
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: errorOf } },
      },
    },
    failed: { on: { 'contracts.retry': 'loading' } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'offer.change': { actions: 'edit' },
            'offer.tier': { actions: 'edit' },
            'offer.addTier': { actions: 'edit' },
            'offer.removeTier': { actions: 'edit' },
            'offer.submit': [
              { guard: 'valid', target: 'confirming', actions: 'check' },
              { actions: 'check' },
            ],
            'contract.terminate': '#contractOffer.terminating',
          },
        },
        confirming: {
          always: { guard: ({ context }) => context.conflicts.length === 0, target: 'sending' },
          on: { 'offer.agree': 'sending', 'offer.cancel': 'editing' },
        },
        sending: {
          invoke: {
            id: 'sendOffer',
            src: 'sendOffer',
            input: ({ context }) => offerRequest(context.draft, context.conflicts.length > 0),
            onDone: {
              target: '#contractOffer.loading',
              actions: assign({
                offered: ({ event }) => event.output.id,
                draft: ({ context }) => ({ ...emptyDraft(), kind: context.draft.kind }),
                conflicts: [],
              }),
            },
            // Told why; the offer stays as typed, to send again.
            onError: { target: 'editing', actions: { type: 'assignFailure', params: errorOf } },
          },
        },
      },
    },
    terminating: {
      invoke: {
        id: 'terminate',
        src: 'terminate',
        input: ({ event }) =>
          event.type === 'contract.terminate'
            ? { contractId: event.contractId, kind: event.kind }
            : { contractId: '', kind: 'dividend' as const },
        onDone: 'loading',
        onError: { target: 'ready', actions: { type: 'assignFailure', params: errorOf } },
      },
    },
  },
})
