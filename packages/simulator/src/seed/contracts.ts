/** Contract kinds of spec §3/§4, by the row that acts on them. */
export const contractKinds = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const
export type ContractKind = (typeof contractKinds)[number]

export type ContractStatus = 'pending' | 'signed' | 'rejected' | 'terminated'

export interface Contract {
  kind: ContractKind
  /** The downline who signs, and the upline who offered it. */
  account: string
  upline: string
  /** D daily, W weekly, H hourly, M monthly. */
  period: 'D' | 'W' | 'H' | 'M'
  ratio: number
  status: ContractStatus
}

/** member01 has offers from agent01 waiting, so the contract prompts and the consolidated wallet show. */
export function seedContracts(): Contract[] {
  return [
    { kind: 'dividend', account: 'member01', upline: 'agent01', period: 'W', ratio: 0.2, status: 'pending' },
    {
      kind: 'dailySalary',
      account: 'member01',
      upline: 'agent01',
      period: 'D',
      ratio: 0.01,
      status: 'pending',
    },
    {
      kind: 'hourlySalary',
      account: 'agent01',
      upline: 'agent01',
      period: 'H',
      ratio: 0.005,
      status: 'signed',
    },
  ]
}
