import { endpoint } from '../endpoint'
import {
  contractPayoutsRequestSchema,
  contractPayoutsSchema,
  teamBetsRequestSchema,
  teamBetsSchema,
  teamTransactionsRequestSchema,
  teamTransactionsSchema,
} from '../schemas/agent-reports'

// The agent centre's reports (issue 16). The original names the pages (original-calls.md §5) but not their
// calls, so the paths follow its `/wps/relay/<SERVICE>_<name>` pattern and the fields are ours. All only read,
// so a lost answer may be asked again.

export const teamBets = endpoint({
  name: 'teamBets',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/ODSFE2_teamBetRecords',
  auth: true,
  encrypted: false,
  request: teamBetsRequestSchema,
  response: teamBetsSchema,
  purpose:
    "Agent: team betting (personalHistoryCopy for the team): downlines' rounds, by account, category, vendor",
  pathChosen: true,
})

export const teamTransactions = endpoint({
  name: 'teamTransactions',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/ODSFE2_teamTransDet',
  auth: true,
  encrypted: false,
  request: teamTransactionsRequestSchema,
  response: teamTransactionsSchema,
  purpose: "Agent: account details (agentDownlineTransactionDetailsCopy): downlines' ledger entries by type",
  pathChosen: true,
})

export const contractPayouts = endpoint({
  name: 'contractPayouts',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getContractPayouts',
  auth: true,
  encrypted: false,
  request: contractPayoutsRequestSchema,
  response: contractPayoutsSchema,
  purpose:
    'Agent: contract payouts and member-ratio daily salaries received and paid (agentRevenueReport, the dividend/salary record pages), by kind',
  pathChosen: true,
})
