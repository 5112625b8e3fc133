import { msg } from '@lingui/core/macro'
import type { ContractKind, ContractPeriod, ContractStatus, OfferIssue } from '@portal/core'

export const kindLabels = {
  dividend: msg`Dividend`,
  dailySalary: msg`Daily salary`,
  hourlySalary: msg`Hourly salary`,
  realTimeSalary: msg`Real-time salary`,
} satisfies Record<ContractKind, unknown>

export const periodLabels = {
  D: msg`Daily`,
  W: msg`Weekly`,
  H: msg`Half-monthly`,
  M: msg`Monthly`,
} satisfies Record<ContractPeriod, unknown>

export const statusLabels = {
  offered: msg({ message: 'Offered', context: 'contract status' }),
  signed: msg({ message: 'Signed', context: 'contract status' }),
  rejected: msg({ message: 'Rejected', context: 'contract status' }),
  terminating: msg({ message: 'Termination asked', context: 'contract status' }),
  terminated: msg({ message: 'Terminated', context: 'contract status' }),
  autoTerminated: msg({ message: 'Auto-terminated', context: 'contract status' }),
} satisfies Record<ContractStatus, unknown>

/** Colour beside the words: what is in force, what waits, what ended. */
export const statusTone = {
  offered: 'waiting',
  signed: 'good',
  rejected: 'ended',
  terminating: 'waiting',
  terminated: 'ended',
  autoTerminated: 'ended',
} as const satisfies Record<ContractStatus, string>

export const reasonLabels = {
  byUpline: msg`by the upline`,
  byDownline: msg`by the downline`,
  lowerRatioAbove: msg`the upline signed a lower ratio`,
  replaced: msg`replaced by a new contract`,
}

export const issueLabels = {
  'contract.downline': msg`Choose a downline`,
  'contract.amount': msg`An amount of 0 or more, at most 2 decimals`,
  'contract.people': msg`A whole number of people`,
  'contract.ratio': msg`A percent from 0 to 100, at most 2 decimals`,
} satisfies Record<OfferIssue, unknown>

/** The contract calls' refusals in a sentence; the rest as every other form says them. */
export const refusalLabels: Record<string, ReturnType<typeof msg>> = {
  contract_conflicts: msg`The downline gives more below; agree to end those contracts first`,
  contract_pending: msg`An offer of this kind already waits for this downline`,
  ratio_above_own: msg`You cannot give more than your own contract gives you`,
  not_direct_downline: msg`Contracts go to direct downlines only`,
  invalid_contract_action: msg`This contract has changed; look again`,
  no_contract: msg`There is no such contract`,
}
