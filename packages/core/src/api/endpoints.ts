import * as v from 'valibot'
import { endpoint } from './endpoint'
import { anyValue, noInput } from './schemas/common'
import { balanceSchema, loginRequestSchema, loginResponseSchema, memberInfoSchema } from './schemas/session'
import { statusSchema } from './schemas/system'

/**
 * The API contract: every call of the spec's section 7, one row each. Keys are the names the client, the
 * simulator and docs/api.md use.
 */
export const endpoints = {
  // Session and member
  systemStatus: endpoint({
    method: 'GET',
    path: '/wps/system/status',
    auth: false,
    encrypted: false,
    request: noInput,
    response: statusSchema,
    purpose: 'Permissions and status: maintenance, region restriction, white-label modules, resources, CDNs',
  }),
  rsaPublicKey: endpoint({
    method: 'GET',
    path: '/wps/session/key/rsa',
    auth: false,
    encrypted: false,
    request: noInput,
    response: v.object({ publicKey: v.pipe(v.string(), v.includes('PUBLIC KEY')) }),
    purpose: 'Public key for encrypted (E) payloads',
  }),
  login: endpoint({
    method: 'POST',
    path: '/wps/session/login',
    auth: false,
    encrypted: true,
    request: loginRequestSchema,
    response: loginResponseSchema,
    purpose: 'Sign in by username and password, or by mobile number and SMS code',
  }),
  logout: endpoint({
    method: 'DELETE',
    path: '/wps/session/logout',
    auth: true,
    encrypted: false,
    request: noInput,
    response: anyValue,
    purpose: 'Sign out',
  }),
  memberInfo: endpoint({
    method: 'GET',
    path: '/wps/member/info',
    auth: true,
    encrypted: false,
    request: noInput,
    response: memberInfoSchema,
    purpose: 'Member info of the signed-in account',
  }),
  walletBalance: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: true,
    encrypted: false,
    request: noInput,
    response: balanceSchema,
    purpose: 'Wallet balance',
  }),
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
