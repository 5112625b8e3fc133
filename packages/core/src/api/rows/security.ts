import { endpoint } from '../endpoint'
import { anyValue, noInput } from '../schemas/common'
import {
  authenticatorSecretSchema,
  authenticatorStatusSchema,
  securityQuestionsSchema,
  setSecurityQuestionsRequestSchema,
  verifyAuthenticatorRequestSchema,
} from '../schemas/security'

// Account security (issue 32): the original's member-centre calls (original-calls.md §2), named there without a
// path or fields; the paths follow its `/wps/relay/MCSFE_<name>` pattern and are marked chosen, the shapes ours.

export const authenticatorStatus = endpoint({
  name: 'authenticatorStatus',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getGA',
  auth: true,
  encrypted: false,
  request: noInput,
  response: authenticatorStatusSchema,
  purpose: 'Whether sign-ins ask for an authenticator code (getGA; fields ours)',
  pathChosen: true,
})

export const bindAuthenticator = endpoint({
  name: 'bindAuthenticator',
  method: 'POST',
  path: '/wps/relay/MCSFE_bindGA',
  auth: true,
  encrypted: false,
  request: noInput,
  response: authenticatorSecretSchema,
  purpose:
    'Issue a new authenticator secret (TOTP), pending until a code from it is verified; refused while one is on (bindGA; fields ours)',
  pathChosen: true,
})

export const verifyAuthenticator = endpoint({
  name: 'verifyAuthenticator',
  method: 'POST',
  path: '/wps/relay/MCSFE_verification_otp',
  auth: true,
  encrypted: false,
  request: verifyAuthenticatorRequestSchema,
  response: anyValue,
  purpose:
    'A code from the authenticator app turns it on (the pending secret) or off (verification_otp; fields ours)',
  pathChosen: true,
})

export const securityQuestions = endpoint({
  name: 'securityQuestions',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getCustomerSecurityQuestions',
  auth: true,
  encrypted: false,
  request: noInput,
  response: securityQuestionsSchema,
  purpose:
    'The security questions offered and which the member has answered, never the answers (fields ours)',
  pathChosen: true,
})

export const setSecurityQuestions = endpoint({
  name: 'setSecurityQuestions',
  method: 'POST',
  path: '/wps/relay/MCSFE_setCustomerSecurityQuestions',
  auth: true,
  encrypted: true,
  request: setSecurityQuestionsRequestSchema,
  response: securityQuestionsSchema,
  purpose:
    'Answer two different security questions, replacing any set before; the login password is the step-up (fields ours)',
  pathChosen: true,
})
