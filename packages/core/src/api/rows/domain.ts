import { endpoint } from '../endpoint'
import { noInput } from '../schemas/common'
import { domainRouteSchema } from '../schemas/domain'

// A file of its own: boot calls it beside the status call, so it ships with the first page, unlike the content
// rows the pages call later.

export const domainRoute = endpoint({
  name: 'domainRoute',
  method: 'GET',
  idempotent: true,
  path: '/wps/system/domainRoute',
  auth: false,
  encrypted: false,
  request: noInput,
  response: domainRouteSchema,
  purpose: 'Domain check at boot, beside the status call: value { valid, domain } (our shape; advisory)',
})
