import { endpoint } from '../endpoint'
import { avatarChoicesSchema, changeIconRequestSchema, changeIconSchema } from '../schemas/avatar'
import { noInput } from '../schemas/common'

// Avatars (issue 32; original-calls.md §2: changeIcon). Named there without a path or fields: the paths follow
// the member centre's `/wps/relay/MCSFE_<name>` pattern and are marked chosen, the shapes are ours.

export const avatarChoices = endpoint({
  name: 'avatarChoices',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getIconList',
  auth: true,
  encrypted: false,
  request: noInput,
  response: avatarChoicesSchema,
  purpose:
    'The avatars the platform offers, and the member’s choice (a list call of ours: the original’s is unknown)',
  pathChosen: true,
})

export const changeIcon = endpoint({
  name: 'changeIcon',
  method: 'POST',
  path: '/wps/relay/MCSFE_changeIcon',
  auth: true,
  encrypted: false,
  request: changeIconRequestSchema,
  response: changeIconSchema,
  purpose:
    'Choose an avatar of the platform’s set; member info and the icon call answer it from then on. Refused: `unknown_icon` (fields ours)',
  pathChosen: true,
})
