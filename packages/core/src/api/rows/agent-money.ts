import { endpoint } from '../endpoint'
import {
  agentTransferInfoSchema,
  agentTransferRequestSchema,
  agentTransferSchema,
  envelopesToOpenSchema,
  openEnvelopeRequestSchema,
  openedEnvelopeSchema,
  sendEnvelopeRequestSchema,
  sentEnvelopeSchema,
  sentEnvelopesSchema,
} from '../schemas/agent-money'
import { noInput } from '../schemas/common'

// The original names agentDownlineTransfer (original-calls.md §2) and the red-envelope page agentRedRain
// (§5, AGENTRANSMULTDOWN3) without paths or fields: the paths follow its `/wps/relay/…` pattern, `passwordCheck/`
// where the fund password is checked (as the points calls), and the fields are ours.

export const agentTransferInfo = endpoint({
  name: 'agentTransferInfo',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_agentTransferInfo',
  auth: true,
  encrypted: false,
  request: noInput,
  response: agentTransferInfoSchema,
  purpose: 'Agent or member: my balance, my upline and whether a fund password is set, for the transfer form',
  pathChosen: true,
})

export const agentTransfer = endpoint({
  name: 'agentTransfer',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCSFE_agentDownlineTransfer',
  auth: true,
  encrypted: true,
  request: agentTransferRequestSchema,
  response: agentTransferSchema,
  purpose:
    'Money to my upline or to anyone in my team, with the fund password; one entry on each side; the same idempotency key answers the same transfer',
  pathChosen: true,
})

export const sendRedEnvelope = endpoint({
  name: 'sendRedEnvelope',
  method: 'POST',
  path: '/wps/relay/MCSFE_sendRedEnvelope',
  auth: true,
  encrypted: true,
  request: sendEnvelopeRequestSchema,
  response: sentEnvelopeSchema,
  purpose:
    'Agent: a red envelope for the team (total, count, random or equal split, expiry), the fund password as the step-up; the same idempotency key answers the same envelope',
  pathChosen: true,
})

export const sentRedEnvelopes = endpoint({
  name: 'sentRedEnvelopes',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getSentRedEnvelopes',
  auth: true,
  encrypted: false,
  request: noInput,
  response: sentEnvelopesSchema,
  purpose: 'Agent: the envelopes I sent, newest first, with who opened what',
  pathChosen: true,
})

export const redEnvelopes = endpoint({
  name: 'redEnvelopes',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getRedEnvelopes',
  auth: true,
  encrypted: false,
  request: noInput,
  response: envelopesToOpenSchema,
  purpose: 'The envelopes the platform or my upline sent that I may still open',
  pathChosen: true,
})

export const openRedEnvelope = endpoint({
  name: 'openRedEnvelope',
  method: 'POST',
  path: '/wps/relay/MCSFE_openRedEnvelope',
  auth: true,
  encrypted: false,
  request: openEnvelopeRequestSchema,
  response: openedEnvelopeSchema,
  purpose: 'Opens an envelope: my share is credited at once; opening it again answers the same share',
  pathChosen: true,
})
