import { contractKinds } from '@portal/core'
import { act, afterSigning, awaiting, conflictsOf, ratioOf } from '../contracts/rules'
import { settleContracts } from '../contracts/settle'
import { contractToWire, figuresSoFar } from '../contracts/wire'
import { refuse } from '../envelope'
import { fromWire } from '../ledger/wire'
import type { RealtimeWireMessage } from '../realtime/hub'
import type { Handle } from '../route'
import type { Contract, ContractKind } from '../seed/contracts'
import { agentTypes, trialTypes } from '../seed/members'
import type { Store } from '../store'
import { mustBeSignedIn } from './member'

type Publish = (customerId: number, message: RealtimeWireMessage) => void

const rows = {
  dividend: 'dividendContract',
  dailySalary: 'dailySalaryContract',
  hourlySalary: 'hourlySalaryContract',
  realTimeSalary: 'realTimeSalaryContract',
} as const satisfies Record<ContractKind, string>

function tell(store: Store, publish: Publish, account: string | null, type: string, contract: Contract) {
  const member = account === null ? undefined : store.findMember(account)
  if (member) publish(member.id, { type, popup: false, data: { contractId: contract.id } })
}

function realMember(member: Parameters<typeof mustBeSignedIn>[0]) {
  const signedIn = mustBeSignedIn(member)
  return trialTypes.includes(signedIn.type) ? refuse('trial_account', 'A real account is needed') : signedIn
}

/**
 * Contracts between uplines and downlines (spec §3, §4, §9): offers, the four action calls, the consolidated
 * view of what waits for the member, the agent's list. Every call first pays what the clock has made due.
 */
export function contractHandlers(handle: Handle, publish: Publish): void {
  for (const kind of contractKinds) {
    handle(rows[kind], (input, { store, member }) => {
      const signedIn = realMember(member)
      if ('code' in signedIn) return signedIn
      settleContracts(store)
      const contract = store.state.contracts.find(
        (candidate) =>
          candidate.kind === kind &&
          (input.contractId === undefined
            ? awaiting(candidate) === signedIn.account ||
              (candidate.status === 'signed' && candidate.downline === signedIn.account)
            : candidate.id === input.contractId),
      )
      if (!contract || (contract.upline !== signedIn.account && contract.downline !== signedIn.account))
        return refuse('no_contract', 'There is no such contract for this account')
      const was = contract.status
      if (!act(contract, input.action, signedIn.account, store.now()))
        return refuse('invalid_contract_action', `Cannot ${input.action} a ${contract.status} contract`)
      const ended =
        was === 'offered' && contract.status === 'signed'
          ? afterSigning(store.state.contracts, contract, store.now())
          : []
      const other = contract.upline === signedIn.account ? contract.downline : contract.upline
      tell(
        store,
        publish,
        other,
        contract.status === 'terminating' ? 'CONTRACT_TERMINATION' : 'CONTRACT_REQUEST',
        contract,
      )
      for (const one of ended) tell(store, publish, one.downline, 'CONTRACT_REQUEST', one)
      return contractToWire(contract)
    })
  }

  handle('consolidatedFunds', (_input, { store, member }) => {
    const signedIn = realMember(member)
    if ('code' in signedIn) return signedIn
    if (!store.state.flags.AGENTPOLICY3)
      return refuse('feature_disabled', 'Agent contracts are not available')
    settleContracts(store)
    const mine = store.state.contracts.filter((contract) => contract.downline === signedIn.account)
    const has = (kind: ContractKind, status: Contract['status']) =>
      mine.some((contract) => contract.kind === kind && contract.status === status) ? 1 : 0
    return {
      dailysalreqtype: has('dailySalary', 'offered'),
      divtypereq: has('dividend', 'offered'),
      contracthoursalreq: has('hourlySalary', 'offered'),
      realtimesalreqtype: has('realTimeSalary', 'offered'),
      info: {
        contractmrdailysalinfotype: has('realTimeSalary', 'signed'),
        contracthoursalinfo: has('hourlySalary', 'signed'),
        dailysalinfotype: has('dailySalary', 'signed'),
        divtypeinfo: has('dividend', 'signed'),
      },
      requests: store.state.contracts
        .filter((contract) => awaiting(contract) === signedIn.account)
        .map(contractToWire),
    }
  })

  handle('contractList', (_input, { store, member }) => {
    const signedIn = realMember(member)
    if ('code' in signedIn) return signedIn
    settleContracts(store)
    const me = signedIn.account
    const direct = [...store.state.team.values()]
      .filter((node) => node.upline === me)
      .map((node) => node.account)
    const { contracts } = store.state
    return {
      contracts: contracts.filter((one) => one.upline === me || one.downline === me).map(contractToWire),
      below: contracts
        .filter((one) => one.upline !== null && direct.includes(one.upline))
        .map(contractToWire),
      downlines: direct.map((account) => ({ account, figures: figuresSoFar(store, account) })),
    }
  })

  handle('offerContract', (input, { store, member }) => {
    const signedIn = realMember(member)
    if ('code' in signedIn) return signedIn
    if (!agentTypes.includes(signedIn.type)) return refuse('non_agent', 'Only agents offer contracts')
    settleContracts(store)
    const me = signedIn.account
    if (store.state.team.get(input.downline)?.upline !== me)
      return refuse('not_direct_downline', 'Contracts are offered to direct downlines only')
    const tiers = input.tiers.map((tier) => ({
      ...tier,
      minBet: fromWire(tier.minBet) ?? -1,
      minLoss: fromWire(tier.minLoss) ?? -1,
    }))
    if (tiers.some((tier) => tier.minBet < 0 || tier.minLoss < 0))
      return refuse('invalid_tiers', 'Tier amounts must be amounts ≥ 0 with at most 2 decimals')
    const { contracts } = store.state
    if (
      contracts.some(
        (one) => one.kind === input.kind && one.downline === input.downline && one.status === 'offered',
      )
    )
      return refuse('contract_pending', 'An offer of this kind already waits for this downline')
    const ratio = ratioOf({ tiers })
    const own = contracts.find(
      (one) => one.kind === input.kind && one.downline === me && one.status === 'signed',
    )
    if (own && ratio > ratioOf(own))
      return refuse('ratio_above_own', 'A downline cannot be given more than your own contract gives you')
    if (!input.autoTerminate && conflictsOf(contracts, input.kind, input.downline, ratio).length > 0)
      return refuse('contract_conflicts', 'The downline gives more below; agree to end those contracts')
    const at = store.now()
    const contract: Contract = {
      id: `C${contracts.length + 1}`,
      kind: input.kind,
      upline: me,
      downline: input.downline,
      period: input.kind === 'dividend' ? input.period : 'D',
      tiers,
      status: 'offered',
      terminationBy: null,
      history: [{ status: 'offered', at, reason: null }],
      signedAt: null,
      settledUntil: null,
      autoTerminate: input.autoTerminate,
    }
    contracts.push(contract)
    tell(store, publish, contract.downline, 'CONTRACT_REQUEST', contract)
    return contractToWire(contract)
  })
}
