import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import {
  excludeRequestSchema,
  excludeResponseSchema,
  realityCheckRequestSchema,
  saferGamblingSchema,
  sessionResultRequestSchema,
  sessionResultSchema,
  setLimitRequestSchema,
} from '../schemas/safer-gambling'

// Safer gambling (issue 13): the original has no such calls (original-calls.md), so every path is ours and
// follows its `/wps/relay/MCSFE_<name>` pattern.

export const saferGambling = endpoint({
  name: 'saferGambling',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getSaferGambling',
  auth: true,
  encrypted: false,
  request: noInput,
  response: saferGamblingSchema,
  purpose:
    'Deposit and loss limits (with increases pending their 24-hour cooling-off), exclusion, reality check',
  pathChosen: true,
})

export const setGamblingLimit = endpoint({
  name: 'setGamblingLimit',
  method: 'POST',
  path: '/wps/relay/MCSFE_setGamblingLimit',
  auth: true,
  encrypted: false,
  request: setLimitRequestSchema,
  response: saferGamblingSchema,
  purpose:
    'Set one limit: a decrease applies at once, an increase or removal after 24 hours. Answers the whole state',
  pathChosen: true,
})

export const setRealityCheck = endpoint({
  name: 'setRealityCheck',
  method: 'POST',
  path: '/wps/relay/MCSFE_setRealityCheck',
  auth: true,
  encrypted: false,
  request: realityCheckRequestSchema,
  response: saferGamblingSchema,
  purpose: 'How often game pages remind the member of the session: off, 15, 30 or 60 minutes',
  pathChosen: true,
})

export const excludeSelf = endpoint({
  name: 'excludeSelf',
  method: 'POST',
  path: '/wps/relay/MCSFE_setSelfExclusion',
  auth: true,
  encrypted: false,
  request: excludeRequestSchema,
  response: excludeResponseSchema,
  purpose:
    'Time-out (1–42 days) or self-exclusion (183 days or more): at once, every session of the account ends, sign-in refused until it ends',
  pathChosen: true,
})

export const sessionResult = endpoint({
  name: 'sessionResult',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getSessionResult',
  auth: true,
  encrypted: false,
  request: sessionResultRequestSchema,
  response: sessionResultSchema,
  purpose: 'Net win (+) or loss (−) of bets and payouts since a time, and how many bets: the reality check',
  pathChosen: true,
})
