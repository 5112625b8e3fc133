import { topRatio } from '@portal/core'
import type { Contract, ContractReason, ContractStatus } from '../seed/contracts'
import { toCoreTiers } from './settle'

const live: readonly ContractStatus[] = ['offered', 'signed', 'terminating']

export const isLive = (contract: Contract) => live.includes(contract.status)

export const ratioOf = (contract: Pick<Contract, 'tiers'>) => topRatio(toCoreTiers(contract.tiers))

/** The downline's own live contracts of the kind that give more than `ratio` (spec §4: they would end). */
export const conflictsOf = (
  contracts: readonly Contract[],
  kind: Contract['kind'],
  downline: string,
  ratio: number,
) =>
  contracts.filter(
    (contract) =>
      contract.upline === downline && contract.kind === kind && isLive(contract) && ratioOf(contract) > ratio,
  )

export function move(contract: Contract, status: ContractStatus, at: number, reason: ContractReason | null) {
  contract.status = status
  contract.history.push({ status, at, reason })
}

export type Action = 'sign' | 'reject' | 'terminate'

/**
 * What an action by `actor` does to the contract (spec §4, ours in detail): the downline signs or rejects an
 * offer; either side asks to terminate a signed contract and the other confirms (terminate) or refuses
 * (reject); a platform contract ends at once. Answers false when the move is not theirs to make.
 */
export function act(contract: Contract, action: Action, actor: string, at: number): boolean {
  const isDownline = contract.downline === actor
  const isParty = isDownline || contract.upline === actor
  const reasonOf = (by: string | null): ContractReason =>
    by === contract.downline ? 'byDownline' : 'byUpline'
  if (contract.status === 'offered' && isDownline && action !== 'terminate') {
    if (action === 'sign') contract.signedAt = at
    move(contract, action === 'sign' ? 'signed' : 'rejected', at, action === 'reject' ? 'byDownline' : null)
    return true
  }
  if (contract.status === 'signed' && isParty && action === 'terminate') {
    contract.terminationBy = actor
    move(contract, contract.upline === null ? 'terminated' : 'terminating', at, reasonOf(actor))
    return true
  }
  if (contract.status === 'terminating' && isParty && contract.terminationBy !== actor) {
    if (action === 'sign') return false
    if (action === 'terminate') move(contract, 'terminated', at, reasonOf(contract.terminationBy))
    else {
      contract.terminationBy = null
      move(contract, 'signed', at, null)
    }
    return true
  }
  return false
}

/** Who must answer next: the downline of an offer, the other side of a termination; null when nobody. */
export function awaiting(contract: Contract): string | null {
  if (contract.status === 'offered') return contract.downline
  if (contract.status !== 'terminating') return null
  return contract.terminationBy === contract.downline ? contract.upline : contract.downline
}

/**
 * After a signature: the downline's earlier contract of the kind with the same upline is replaced, and (if the
 * upline agreed when offering) the downline's own contracts that give more are terminated automatically.
 */
export function afterSigning(contracts: readonly Contract[], signed: Contract, at: number): Contract[] {
  const ended: Contract[] = []
  for (const other of contracts) {
    if (other === signed || !isLive(other) || other.kind !== signed.kind) continue
    if (other.downline === signed.downline && other.upline === signed.upline) {
      move(other, 'terminated', at, 'replaced')
      ended.push(other)
    }
  }
  if (signed.autoTerminate)
    for (const other of conflictsOf(contracts, signed.kind, signed.downline, ratioOf(signed))) {
      move(other, 'autoTerminated', at, 'lowerRatioAbove')
      ended.push(other)
    }
  return ended
}
