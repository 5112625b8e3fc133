import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import { identitySchema, uploadIdentityRequestSchema } from '../schemas/identity'

// Identity verification (issue 32; original-calls.md §2). Paths follow the member centre's pattern; the shapes
// are ours (the original's are unknown).

export const identityVerification = endpoint({
  name: 'identityVerification',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getIdImage',
  auth: true,
  encrypted: false,
  request: noInput,
  response: identitySchema,
  purpose:
    'The member’s identity verification: none, pending, approved or rejected with the reason, and whether withdrawals need it (shape ours)',
  pathChosen: true,
})

export const uploadIdentityImages = endpoint({
  name: 'uploadIdentityImages',
  method: 'POST',
  path: '/wps/relay/MCSFE_uploadIdImage',
  auth: true,
  encrypted: false,
  request: uploadIdentityRequestSchema,
  response: identitySchema,
  purpose:
    'Send the ID’s front and back (png or jpeg data URLs, each under 5 MB) for review; refused while a review is pending or once approved (shape ours)',
  pathChosen: true,
})
