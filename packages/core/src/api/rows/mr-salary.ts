import { endpoint } from '../endpoint'
import {
  disburseMrSalaryRequestSchema,
  disburseMrSalarySchema,
  mrSalaryInfoRequestSchema,
  mrSalaryInfoSchema,
  setMrSalaryRateRequestSchema,
  setMrSalaryRateSchema,
} from '../schemas/mr-salary'

// The original's names (original-calls.md §2); its paths and fields are not in the spec, so the paths follow its
// `/wps/relay/<SERVICE>_<name>` pattern and the fields are ours (docs/flows/mr-salary.md). No fund password:
// the original asks none on this page.

export const mrSalaryInfo = endpoint({
  name: 'mrSalaryInfo',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getContractManualDailySalaryInfo',
  auth: true,
  encrypted: false,
  request: mrSalaryInfoRequestSchema,
  response: mrSalaryInfoSchema,
  purpose:
    'Agent: daily salary by member ratio of a day, per direct downline (rate, team valid bet, active members, due, status), with totals',
  pathChosen: true,
})

export const setMrSalaryRate = endpoint({
  name: 'setMrSalaryRate',
  method: 'POST',
  path: '/wps/relay/MCSFE_mrDailySalContract',
  auth: true,
  encrypted: false,
  request: setMrSalaryRateRequestSchema,
  response: setMrSalaryRateSchema,
  purpose:
    "Agent: sets a direct downline's daily salary rate (basis points of their team's valid bet of a day), at most my own",
  pathChosen: true,
})

export const disburseMrSalary = endpoint({
  name: 'disburseMrSalary',
  method: 'POST',
  path: '/wps/relay/MCSFE_disburseMRDailySal',
  auth: true,
  encrypted: false,
  request: disburseMrSalaryRequestSchema,
  response: disburseMrSalarySchema,
  purpose:
    "Agent: pays a downline's salary of a day from my balance, one entry each side; a day pays once; the same idempotency key answers the same payout",
  pathChosen: true,
})
