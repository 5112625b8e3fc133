import type { SnapshotFrom } from 'xstate'
import type { Contract } from '../../api/schemas/contracts'
import type { FlowFailure } from '../shared/failure'
import { defineIntents, type Send } from '../shared/intents'
import type { contractOfferMachine } from './contract-offer.machine'
import { type OfferDraft, type OfferIssue, previewOf, type TierField } from './contract-offer.rules'
import type { OfferEvent } from './contract-offer.types'

export type OfferSnapshot = SnapshotFrom<typeof contractOfferMachine>

export interface OfferView {
  status: 'loading' | 'failed' | 'ready'
  /** My contracts, newest first: `given` to my downlines, `got` from my upline. */
  given: readonly Contract[]
  got: readonly Contract[]
  /** Direct downlines an offer may go to. */
  downlines: readonly string[]
  draft: OfferDraft
  issues: Readonly<Record<string, OfferIssue>>
  /** Open: the contracts the offer would end, waiting for the agent to agree. */
  confirming: boolean
  conflicts: readonly Contract[]
  sending: boolean
  offered: string | null
  preview: ReturnType<typeof previewOf>
  failure: FlowFailure | null
  /** Whether I may ask to terminate (or confirm the termination of) this contract now. */
  canTerminate: (contract: Contract) => boolean
}

const newestFirst = (list: readonly Contract[]) =>
  [...list].sort((a, b) => b.id.localeCompare(a.id, 'en', { numeric: true }))

function viewOfOffer(
  snapshot: OfferSnapshot | undefined,
  me: string | null,
): Omit<OfferView, 'canTerminate'> {
  const context = snapshot?.context
  const list = context?.list ?? null
  const status = snapshot?.matches('failed') ? 'failed' : list ? 'ready' : 'loading'
  const contracts = list?.contracts ?? []
  return {
    status,
    given: newestFirst(contracts.filter((contract) => contract.upline === me)),
    got: newestFirst(contracts.filter((contract) => contract.downline === me)),
    downlines: list?.downlines.map((downline) => downline.account) ?? [],
    draft: context?.draft ?? { kind: 'dailySalary', downline: '', period: 'D', tiers: [] },
    issues: context?.issues ?? {},
    confirming: snapshot?.matches({ ready: 'confirming' }) ?? false,
    conflicts: context?.conflicts ?? [],
    sending:
      (snapshot?.matches({ ready: 'sending' }) ?? false) || (snapshot?.matches('terminating') ?? false),
    offered: context?.offered ?? null,
    preview: context ? previewOf(list, context.draft) : null,
    failure: context?.failure ?? null,
  }
}

export const offerIntents = /* @__PURE__ */ defineIntents((send: Send<OfferEvent>) => ({
  change: (field: 'kind' | 'downline' | 'period', value: string) =>
    send({ type: 'offer.change', field, value }),
  changeTier: (index: number, field: TierField, value: string) =>
    send({ type: 'offer.tier', index, field, value }),
  addTier: () => send({ type: 'offer.addTier' }),
  removeTier: (index: number) => send({ type: 'offer.removeTier', index }),
  submit: () => send({ type: 'offer.submit' }),
  agree: () => send({ type: 'offer.agree' }),
  cancel: () => send({ type: 'offer.cancel' }),
  retry: () => send({ type: 'contracts.retry' }),
  terminate: (contract: Contract) =>
    send({ type: 'contract.terminate', contractId: contract.id, kind: contract.kind }),
}))

export type OfferIntents = ReturnType<typeof offerIntents>

/** Snapshot → the contracts screen's view-model; `me` is the signed-in agent's account. */
export function connectContractOffer(
  snapshot: OfferSnapshot | undefined,
  send?: Send<OfferEvent>,
  me: string | null = null,
): OfferView & OfferIntents {
  return {
    ...viewOfOffer(snapshot, me),
    canTerminate: (contract) =>
      contract.status === 'signed' || (contract.status === 'terminating' && contract.terminationBy !== me),
    ...offerIntents(send),
  }
}
