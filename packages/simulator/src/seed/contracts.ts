import type { ContractKind, ContractPeriod } from '@portal/core'

export type { ContractKind }

export type ContractStatus =
  | 'offered'
  | 'signed'
  | 'rejected'
  | 'terminating'
  | 'terminated'
  | 'autoTerminated'
export type ContractReason = 'byUpline' | 'byDownline' | 'lowerRatioAbove' | 'replaced'

/** A tier as the simulator keeps it: minor units and basis points (domain/contracts.ts in the core). */
export interface Tier {
  minBet: number
  minLoss: number
  minActive: number
  ratio: number
  lossRatio: number
}

export interface Contract {
  id: string
  kind: ContractKind
  /** Who pays; null: the platform (a top agent's own contract). */
  upline: string | null
  /** Who signs and is paid. */
  downline: string
  period: ContractPeriod
  tiers: Tier[]
  status: ContractStatus
  terminationBy: string | null
  history: { status: ContractStatus; at: number; reason: ContractReason | null }[]
  signedAt: number | null
  /** Periods ending at or before this are paid (contracts/settle.ts). */
  settledUntil: number | null
  /** The upline agreed that signing ends the downline's higher contracts below (spec §4). */
  autoTerminate: boolean
}

const tier = (ratio: number, minBet = 0, more: Partial<Tier> = {}): Tier => ({
  minBet,
  minLoss: 0,
  minActive: 0,
  ratio,
  lossRatio: 0,
  ...more,
})

function contract(
  id: string,
  kind: ContractKind,
  upline: string | null,
  downline: string,
  period: ContractPeriod,
  tiers: Tier[],
  status: 'offered' | 'signed',
  at: number,
): Contract {
  const signed = status === 'signed'
  return {
    id,
    kind,
    upline,
    downline,
    period,
    tiers,
    status,
    terminationBy: null,
    history: [
      { status: 'offered', at, reason: null },
      ...(signed ? [{ status: 'signed' as const, at, reason: null }] : []),
    ],
    signedAt: signed ? at : null,
    // Seeded contracts pay from the start of the run on, not the days before it.
    settledUntil: signed ? at + 10 * 86_400_000 : null,
    autoTerminate: false,
  }
}

/**
 * player002 has offers from agent01 waiting, so the contract prompt shows (not member01: the prompt would stand
 * in front of every page of the demo member the other walks use); agent01 has its own salary from the
 * platform and a signed daily salary with agent02, who gives more than a lower offer would allow to one of its
 * downlines (the auto-termination dialog has something to list).
 */
export function seedContracts(seededAt: number): Contract[] {
  const at = seededAt - 10 * 86_400_000
  return [
    contract(
      'C1',
      'dividend',
      'agent01',
      'player002',
      'W',
      [tier(2_000, 0, { minLoss: 10_000 })],
      'offered',
      at,
    ),
    contract(
      'C2',
      'dailySalary',
      'agent01',
      'player002',
      'D',
      [tier(100), tier(150, 500_000)],
      'offered',
      at,
    ),
    contract('C3', 'hourlySalary', null, 'agent01', 'D', [tier(50)], 'signed', at),
    contract('C4', 'dailySalary', 'agent01', 'agent02', 'D', [tier(200)], 'signed', at),
    contract('C5', 'dailySalary', 'agent02', 'player008', 'D', [tier(150)], 'signed', at),
  ]
}
