import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import {
  consolidatedFundsSchema,
  contractListSchema,
  contractSchema,
  offerContractRequestSchema,
} from '../schemas/contracts'

// The agent's side of contracts (issue 16). The original offers contracts from its agent centre but its calls
// are not in the spec, so the paths follow the `/wps/relay/<SERVICE>_<name>` pattern and the fields are ours.

export const contractList = endpoint({
  name: 'contractList',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getContractList',
  auth: true,
  encrypted: false,
  request: noInput,
  response: contractListSchema,
  purpose:
    "Agent: contracts I gave or got with their history, my downlines' contracts below, each downline's figures",
  pathChosen: true,
})

export const offerContract = endpoint({
  name: 'offerContract',
  method: 'POST',
  path: '/wps/relay/MCSFE_offerContract',
  auth: true,
  encrypted: false,
  request: offerContractRequestSchema,
  response: contractSchema,
  purpose:
    'Agent: offer a contract to a direct downline; refused with contract_conflicts unless autoTerminate (never retried)',
  pathChosen: true,
})

// A member's wallet and contract requests: with the contract rows, as its answer embeds contracts, so the wallet's
// other rows (reached by the game launcher) bring no contract schema to the pages that launch games.
export const consolidatedFunds = endpoint({
  name: 'consolidatedFunds',
  method: 'GET',
  idempotent: true,
  path: '/wps/member/info/funds/consolidated',
  auth: true,
  encrypted: false,
  request: noInput,
  response: consolidatedFundsSchema,
  purpose:
    'Consolidated wallet and contract requests (non-trial members, AGENTPOLICY3); field types not in the spec',
})
