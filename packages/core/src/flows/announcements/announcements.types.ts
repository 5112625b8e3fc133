import type { ApiFailure } from '../../api/errors'
import type { Announcements, Notice } from '../../api/schemas/content'

/**
 * Who the announcement popup speaks to (spec §4): a signed-in member (code A, flag `USER_POPUP`) or an
 * anonymous visitor (code B, flag `ANONYMOUS_POPUP`). `firstLogin` comes from the login response's
 * `firstTimeLogin`, which the session keeps; it adds the items of execution F.
 */
export interface Audience {
  signedIn: boolean
  firstLogin: boolean
}

export interface AnnouncementsContext {
  /** Null until the session has settled (a token given or stored is not a member yet). */
  audience: Audience | null
  /** The last answer; kept while a new one loads, so the marquee does not blink on a language switch. */
  content: Announcements | null
  failure: ApiFailure | null
  /** The announcement popup: its items were chosen for the audience when it opened. Pages count from 1. */
  popup: { items: readonly Notice[]; page: number; selected: number }
}

export type AnnouncementsEvent =
  /** The session settled on an audience different from the last one (the portal's watcher sends it). */
  | { type: 'announcements.audience'; audience: Audience }
  /** The language changed: the announcements are fetched again in it. */
  | { type: 'announcements.language'; language: string }
  | { type: 'announcements.retry' }
  /** The popup's close button (or cover): hides it and suppresses it for this audience until the session ends. */
  | { type: 'announcements.close' }
  | { type: 'announcements.next' }
  | { type: 'announcements.previous' }
  /** A page number, from 1. */
  | { type: 'announcements.goTo'; page: number }
  /** An item of the current page, by its index on the page (from 0). */
  | { type: 'announcements.select'; index: number }
  /** The go-to-promotion button of an item with a `promotionType`: the reward centre, popup hidden. */
  | { type: 'announcements.promotion' }

/** The session storage flag of an audience; `closed` suppresses its popup (spec §4). */
export type PopupFlag = 'USER_POPUP' | 'ANONYMOUS_POPUP'
