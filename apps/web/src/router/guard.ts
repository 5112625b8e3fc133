import type { SessionView } from '@portal/core'
import type { AppRoute } from '../routes'

/** The parts of the core's session view-model the navigation guard reads. */
export type GuardSession = Pick<SessionView, 'status' | 'hasToken' | 'isTrial'>

export type GuardVerdict =
  | { kind: 'enter' }
  /** No session token on a route that needs one: replace the location with /login. */
  | { kind: 'login' }
  /** A member or agent area while the member behind a token is still loading: trial or not is unknown yet. */
  | { kind: 'wait' }
  /** A trial account on a member or agent area: stay where it was and say a real account is needed. */
  | { kind: 'realAccountNeeded' }

/** Spec §2 "Navigation guard" and §6 (trial accounts are kept out of member and agent areas). */
export function guardRoute(route: AppRoute, session: GuardSession): GuardVerdict {
  if (route.requiresAuth && !session.hasToken) return { kind: 'login' }
  if (route.area && session.status === 'loading') return { kind: 'wait' }
  if (route.area && session.isTrial) return { kind: 'realAccountNeeded' }
  return { kind: 'enter' }
}
