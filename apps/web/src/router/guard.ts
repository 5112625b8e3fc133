import { mustChangePassword, type SessionView } from '@portal/core'
import { signInRequiredHref } from '../components/flow/returnAfterLogin'
import type { AppRoute } from '../routes'

/** The parts of the core's session view-model the navigation guard reads. */
export type GuardSession = Pick<
  SessionView,
  'status' | 'hasToken' | 'isTrial' | 'isAgent' | 'passwordChange'
> &
  Partial<Pick<SessionView, 'account'>>

/** What else the location says: the sign-in popup it names (`?dialog=`), if any, and the address asked for. */
export interface GuardLocation {
  dialog?: string | null
  /** Path and query asked for (`/lottery?gameCode=X`): where the login page returns to after signing in. */
  path?: string
}

export type GuardVerdict =
  | { kind: 'enter' }
  /**
   * No session token on a route that needs one: replace the location with the login of the area's side, which
   * says "Please log in first" (spec §8) and comes back to the address asked for.
   */
  | { kind: 'login'; to: string }
  /** A forced password change is owed: replace the location with the change-password screen. */
  | { kind: 'changePassword'; to: '/changePassword' }
  /** A member or agent area while the member behind a token is still loading: trial or not is unknown yet. */
  | { kind: 'wait' }
  /** A trial account on a member or agent area: stay where it was and say a real account is needed. */
  | { kind: 'realAccountNeeded' }
  /** A member who is not an agent on the agent area: stay where it was and say it is for agents. */
  | { kind: 'agentsOnly' }

/** Spec §2 "Navigation guard" and §6 (trial accounts are kept out of member and agent areas). */
export function guardRoute(
  route: AppRoute,
  session: GuardSession,
  location: GuardLocation = {},
): GuardVerdict {
  // A link's account is being asked about: the page it opens waits for the visitor's answer (issue 31).
  if (route.requiresAuth && !session.hasToken && isAskingAboutLink(session)) return { kind: 'wait' }
  // The agent area's visitor signs in on the agent side, which lands on /agentHome (spec §4).
  if (route.requiresAuth && !session.hasToken)
    return {
      kind: 'login',
      to: signInRequiredHref(location.path ?? '/', route.area === 'agent' ? 'agent' : 'member'),
    }
  // Spec §4 step 5 and issue 12: a forced change cannot be skipped by going elsewhere. Only the change-password
  // screen (its page, or its popup over a page) stays open; sign-out is on that screen.
  if (mustChangePassword(session) && route.name !== 'changePassword' && location.dialog !== 'changePassword')
    return { kind: 'changePassword', to: '/changePassword' }
  // Only while the member is unknown (a stored token being restored): a reload of a known member (after a
  // profile save) keeps the page, or it would unmount and lose what it was showing ("Profile saved.").
  if (route.area && session.status === 'loading' && !session.account) return { kind: 'wait' }
  if (route.area && session.isTrial) return { kind: 'realAccountNeeded' }
  // Spec §6: only agents have the agent centre; a member signed in on the member side is not sent to log in
  // again on the agent side (the server would refuse), but told and kept where they were.
  if (route.area === 'agent' && session.status === 'signedIn' && !session.isAgent)
    return { kind: 'agentsOnly' }
  return { kind: 'enter' }
}

const isAskingAboutLink = (session: GuardSession) =>
  session.status === 'peeking' || session.status === 'switchOffered'
