import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import { sportsLiveSchema } from '../schemas/sports'

// Sports live (spec §2, "sports live"): the board; its pushes come over the public real-time topic.

export const sportsLive = endpoint({
  name: 'sportsLive',
  method: 'GET',
  idempotent: true,
  path: '/wps/sports/live',
  auth: false,
  encrypted: false,
  request: noInput,
  response: sportsLiveSchema,
  purpose:
    'Live matches with scores, in the caller’s language; score changes are pushed on /topic/sports/live',
  pathChosen: true,
})
