/**
 * Where a visitor who asked for a member page signs in, and where they go back to afterwards: the login page
 * carries the path asked for as `?next=`, and only a path of this site is honoured (never `//host`).
 */
export function loginHrefFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`
}
