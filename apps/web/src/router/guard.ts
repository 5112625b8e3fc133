import type { AppRoute } from '../routes'

/** The parts of the session the navigation guard reads (the core's session view-model has them). */
export interface GuardSession {
  /** A session token exists, even while member info is still loading. */
  hasToken: boolean
  isTrial: boolean
}

export type GuardVerdict =
  | { kind: 'enter' }
  /** No session token on a route that needs one: replace the location with /login. */
  | { kind: 'login' }
  /** A trial account on a member or agent area: stay where it was and say a real account is needed. */
  | { kind: 'realAccountNeeded' }

/** Spec §2 "Navigation guard" and §6 (trial accounts are kept out of member and agent areas). */
export function guardRoute(route: AppRoute, session: GuardSession): GuardVerdict {
  if (route.requiresAuth && !session.hasToken) return { kind: 'login' }
  if (route.area && session.isTrial) return { kind: 'realAccountNeeded' }
  return { kind: 'enter' }
}
