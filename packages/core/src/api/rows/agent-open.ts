import { endpoint } from '../endpoint'
import {
  affiliateLinksSchema,
  agentAnnouncementsSchema,
  openAccountRequestSchema,
  openedAccountSchema,
} from '../schemas/agent-open'
import { noInput } from '../schemas/common'

export const openAccount = endpoint({
  name: 'openAccount',
  method: 'POST',
  path: '/wps/relay/MCSFE_registerCenter',
  auth: true,
  // The new account's password travels as registration's does.
  encrypted: true,
  request: openAccountRequestSchema,
  response: openedAccountSchema,
  purpose:
    'Agent: opens a member or sub-agent account under me with the registration rules; the same idempotency key answers the same account',
  pathChosen: true,
})

export const affiliateLinks = endpoint({
  name: 'affiliateLinks',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getAffiliateLinks',
  auth: true,
  encrypted: false,
  request: noInput,
  response: affiliateLinksSchema,
  purpose:
    'Agent: my referral links (one per invitation code) with the registrations and first deposits of each',
  pathChosen: true,
})

export const agentAnnouncements = endpoint({
  name: 'agentAnnouncements',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getAgentAnnouncements',
  auth: true,
  encrypted: false,
  request: noInput,
  response: agentAnnouncementsSchema,
  purpose: 'Agent: the announcements for agents, newest first, in the language of the request (HTML content)',
  pathChosen: true,
})
