import type { LoginAudience } from '@portal/core'

/** The side of /login: `?audience=agent` is the agent login (spec §4 "The agent login form goes to /agentHome"). */
export function audienceOf(search: string): LoginAudience {
  return new URLSearchParams(search).get('audience') === 'agent' ? 'agent' : 'member'
}

/** The login page of one side. */
export function loginHref(audience: LoginAudience): string {
  return audience === 'agent' ? '/login?audience=agent' : '/login'
}
