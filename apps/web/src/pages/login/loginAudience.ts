import type { LoginAudience } from '@portal/core'

/** The side of /login: `?audience=agent` is the agent login (spec §4 "The agent login form goes to /agentHome"). */
export function audienceOf(search: string): LoginAudience {
  return new URLSearchParams(search).get('audience') === 'agent' ? 'agent' : 'member'
}

/** The login page of one side. */
export function loginHref(audience: LoginAudience): string {
  return audience === 'agent' ? '/login?audience=agent' : '/login'
}

/**
 * Where a member goes after signing in on /login when a page sent them there (`?next=/member/profile`): only a
 * path of this site, never another origin (`//host`, `/\\host`) nor the login page itself.
 */
export function nextPathOf(search: string): string | null {
  const next = new URLSearchParams(search).get('next')
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null
  return next.startsWith('/login') ? null : next
}

/**
 * Where a member goes after signing in on /login: the flow's landing (`/`, or `/agentHome` for an agent), unless
 * a page sent them here (`?next=`), which they go back to; an agent only to a page of the agent centre.
 */
export function landingAfterLogin(to: string, search: string): string {
  const next = nextPathOf(search)
  if (!next) return to
  if (to === '/') return next
  const agentPage = next === '/agentHome' || next.startsWith('/agentHome/') || next.startsWith('/agentHome?')
  return to === '/agentHome' && agentPage ? next : to
}
