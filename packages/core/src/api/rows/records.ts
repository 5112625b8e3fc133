import { endpoint } from '../endpoint'
import {
  accountRecordsRequestSchema,
  accountRecordsSchema,
  bettingRecordsRequestSchema,
  bettingRecordsSchema,
  bonusDetailsRequestSchema,
  bonusDetailsSchema,
  profitRequestSchema,
  profitSchema,
} from '../schemas/records'

// Records (issue 14): idempotent reads of the member's ledger, paged, with page and range totals.

export const bettingRecords = endpoint({
  name: 'bettingRecords',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/ODSFE2_getPersonalHistory',
  auth: true,
  encrypted: false,
  request: bettingRecordsRequestSchema,
  response: bettingRecordsSchema,
  purpose:
    'Betting record (personalHistoryCopy): rounds with stake, valid bet, win/loss and their ledger entries; one call with a gameCategory filter for the original getPersonal{LIVE,RNG,FISH,PVP,SPORTS,ELOTT}History',
  pathChosen: true,
})

export const accountRecords = endpoint({
  name: 'accountRecords',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/ODSFE2_MemCashTransDet',
  auth: true,
  encrypted: false,
  request: accountRecordsRequestSchema,
  response: accountRecordsSchema,
  purpose:
    'Account record (transactionHistory): every ledger entry with balance after, status and reference; the original uses ODSFE2_MemTransDet, which spec §7 gives to the points detail',
  pathChosen: true,
})

export const personalProfit = endpoint({
  name: 'personalProfit',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/ODSFE2_MemPNLDet',
  auth: true,
  encrypted: false,
  request: profitRequestSchema,
  response: profitSchema,
  purpose:
    'Personal P&L (personalProfit): bets, valid bets, win/loss and rebate per game category, bonus in the totals',
  pathChosen: true,
})

export const bonusDetails = endpoint({
  name: 'bonusDetails',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getBonusDetails',
  auth: true,
  encrypted: false,
  request: bonusDetailsRequestSchema,
  response: bonusDetailsSchema,
  purpose: 'Bonus details (bonusDetails): bonus and rebate credits',
  pathChosen: true,
})
