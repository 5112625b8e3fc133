import { refuse } from '../envelope'
import type { Handle } from '../route'
import type { ContractKind, ContractStatus } from '../seed/contracts'
import { trialTypes } from '../seed/members'
import { mustBeSignedIn } from './member'

const rows = {
  dividend: 'dividendContract',
  dailySalary: 'dailySalaryContract',
  hourlySalary: 'hourlySalaryContract',
  realTimeSalary: 'realTimeSalaryContract',
} as const satisfies Record<ContractKind, string>

/** Which status an action may leave from, and where it goes (spec §4: sign, terminate, reject). */
const transitions = {
  sign: { from: ['pending'], to: 'signed' },
  reject: { from: ['pending'], to: 'rejected' },
  terminate: { from: ['signed'], to: 'terminated' },
} as const satisfies Record<string, { from: readonly ContractStatus[]; to: ContractStatus }>

/** Contract actions and the consolidated view of what waits for the member. */
export function contractHandlers(handle: Handle): void {
  for (const [kind, row] of Object.entries(rows) as [ContractKind, (typeof rows)[ContractKind]][]) {
    handle(row, (input, { store, member }) => {
      const signedIn = mustBeSignedIn(member)
      if (trialTypes.includes(signedIn.type)) return refuse('trial_account', 'A real account is needed')
      const contract = store.state.contracts.find(
        (candidate) => candidate.kind === kind && candidate.account === signedIn.account,
      )
      if (!contract) return refuse('no_contract', 'There is no such contract for this account')
      const transition = transitions[input.action]
      if (!(transition.from as readonly ContractStatus[]).includes(contract.status))
        return refuse('invalid_contract_action', `Cannot ${input.action} a ${contract.status} contract`)
      contract.status = transition.to
      return { ...contract }
    })
  }

  handle('consolidatedFunds', (_input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    if (trialTypes.includes(signedIn.type)) return refuse('trial_account', 'A real account is needed')
    if (!store.state.flags.AGENTPOLICY3)
      return refuse('feature_disabled', 'Agent contracts are not available')
    const mine = store.state.contracts.filter((contract) => contract.account === signedIn.account)
    const has = (kind: ContractKind, status: ContractStatus) =>
      mine.some((contract) => contract.kind === kind && contract.status === status) ? 1 : 0
    return {
      dailysalreqtype: has('dailySalary', 'pending'),
      divtypereq: has('dividend', 'pending'),
      contracthoursalreq: has('hourlySalary', 'pending'),
      realtimesalreqtype: has('realTimeSalary', 'pending'),
      info: {
        contractmrdailysalinfotype: has('realTimeSalary', 'signed'),
        contracthoursalinfo: has('hourlySalary', 'signed'),
        dailysalinfotype: has('dailySalary', 'signed'),
        divtypeinfo: has('dividend', 'signed'),
      },
      contracts: mine,
    }
  })
}
