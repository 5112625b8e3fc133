import { endpoint, noShape } from '../endpoint'
import {
  balanceSchema,
  memberInfoSchema,
  rsaPublicKeySchema,
  unreadCountSchema,
  updateLanguageRequestSchema,
} from '../schemas/boot'
import { anyValue, noInput } from '../schemas/common'
import { statusSchema } from '../schemas/system'

// Boot and the signed-in session: status, key, member, balance, unread count, language, logout.

export const systemStatus = endpoint({
  name: 'systemStatus',
  method: 'GET',
  idempotent: true,
  path: '/wps/system/status',
  auth: false,
  encrypted: false,
  request: noInput,
  response: statusSchema,
  purpose: 'Permissions and status: maintenance, region restriction, white-label modules, resources, CDNs',
})

export const rsaPublicKey = endpoint({
  name: 'rsaPublicKey',
  method: 'GET',
  idempotent: true,
  path: '/wps/session/key/rsa',
  auth: false,
  encrypted: false,
  request: noInput,
  response: rsaPublicKeySchema,
  purpose: 'PEM public key for encrypted (E) payloads; not in the spec, which encrypts without saying how',
  pathChosen: true,
})

export const logout = endpoint({
  name: 'logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: true,
  encrypted: false,
  request: noInput,
  response: anyValue,
  purpose: 'Sign out',
})

export const memberInfo = endpoint({
  name: 'memberInfo',
  method: 'GET',
  idempotent: true,
  path: '/wps/member/info',
  auth: true,
  encrypted: false,
  request: noInput,
  response: memberInfoSchema,
  purpose: 'Member info of the signed-in account',
})

export const walletBalance = endpoint({
  name: 'walletBalance',
  method: 'GET',
  idempotent: true,
  path: '/wps/v2/wallets/balance',
  auth: true,
  encrypted: false,
  request: noInput,
  response: balanceSchema,
  purpose: 'Wallet balance',
})

export const whitelabel = endpoint({
  name: 'whitelabel',
  method: 'GET',
  idempotent: true,
  path: '/wps/system/whitelabel',
  auth: false,
  encrypted: false,
  request: noInput,
  response: anyValue,
  purpose: `White-label settings; ${noShape} (the flags also come with systemStatus)`,
})

export const updateLanguage = endpoint({
  name: 'updateLanguage',
  method: 'PUT',
  path: '/wps/system/language',
  auth: false,
  encrypted: false,
  request: updateLanguageRequestSchema,
  response: anyValue,
  purpose: 'Tell the server the chosen language (token sent when signed in)',
  pathChosen: true,
})

export const unreadCount = endpoint({
  name: 'unreadCount',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/CSP_unreadCount',
  auth: true,
  encrypted: false,
  request: noInput,
  response: unreadCountSchema,
  purpose: 'Unread message count (skipped for trial users); value assumed to be the number',
})
