/**
 * Where a visitor who asked for a member page signs in, and where they go back to afterwards: the login page
 * carries the path asked for as `?next=`, and only a path of this site is honoured (never `//host`).
 */
export function loginHrefFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`
}

/** `/login?reason=` when something the visitor did needs a session (spec §8 "Not logged in"). */
const signInRequired = 'signInRequired'

/**
 * The login page for a visitor sent there by what they did (a guarded page, PLAY NOW, joining a promotion):
 * it says why ("Please log in first", spec §8) and comes back to `path` after signing in. Opened by the
 * visitor themselves, /login carries no reason and says nothing of the kind.
 */
export function signInRequiredHref(path: string, audience: 'member' | 'agent' = 'member'): string {
  const side = audience === 'agent' ? 'audience=agent&' : ''
  return `/login?${side}next=${encodeURIComponent(path)}&reason=${signInRequired}`
}

/** Whether /login was reached through `signInRequiredHref`. */
export function isSignInRequired(search: string): boolean {
  return new URLSearchParams(search).get('reason') === signInRequired
}
