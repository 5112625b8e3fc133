import type { EndpointInput } from '../../api/endpoint'
import type { announcements } from '../../api/endpoints'
import type { Announcements, Notice } from '../../api/schemas/content'
import type { SessionSnapshot } from '../session/session.connect'
import { storageKeys } from '../shared/storage-keys'
import type { Audience, PopupFlag } from './announcements.types'

/**
 * The popup's call (spec §7): every type including H, platform W, execution B. The shorter list `B,PL,PU,PR`
 * belongs to a cached content load of the product this spec describes; one call feeds the popup, the notice
 * popup and the marquee here (docs/deviations.md).
 */
export const announcementsQuery: EndpointInput<typeof announcements> = {
  types: 'B,PL,PU,PR,H',
  platform: 'W',
  execution: 'B',
}

/** Spec §9: the announcement popup and the notice popup both show 8 items a page. */
export const announcementPageSize = 8
export const noticePageSize = 8

/** The value of a popup flag that suppresses the popup (spec §4). */
export const popupClosed = 'closed'

/** The member centre at its reward-centre page: where the go-to-promotion button leads. */
export const rewardCentrePath = '/member/rewardCenter'

/**
 * The audience once the session has settled, or null while it has not (spec §7: the call is skipped when a
 * token is in the URL or the session store but the member is not signed in yet). A token whose member failed
 * to load keeps it unsettled; an expired one ends anonymous, and then the visitor's popup follows.
 */
export function audienceOf(session: SessionSnapshot | undefined): Audience | null {
  if (!session) return null
  if (session.matches('signedIn') || session.matches('confirmingLogout') || session.matches('signingOut')) {
    return { signedIn: true, firstLogin: session.context.firstLogin }
  }
  if (session.matches('anonymous')) return { signedIn: false, firstLogin: false }
  return null
}

export function sameAudience(a: Audience | null, b: Audience | null): boolean {
  return a?.signedIn === b?.signedIn && a?.firstLogin === b?.firstLogin
}

/** Spec §4: code A for a signed-in member, B for an anonymous visitor. */
export function audienceCode({ signedIn }: Audience): 'A' | 'B' {
  return signedIn ? 'A' : 'B'
}

export function popupFlag({ signedIn }: Audience): PopupFlag {
  return signedIn ? storageKeys.userPopup : storageKeys.anonymousPopup
}

/**
 * The popup's items for an audience (spec §4): those whose execution is the audience's code, and those of
 * execution F when a member has just signed in for the first time. Server order is kept.
 */
export function popupItems(content: Announcements | null, audience: Audience | null): Notice[] {
  if (!content || !audience) return []
  const code = audienceCode(audience)
  const firstLogin = audience.signedIn && audience.firstLogin
  return (content.popup ?? []).filter(
    (item) => item.execution === code || (firstLogin && item.execution === 'F'),
  )
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

/** One page (from 1) of a list; a page out of range is clamped, so a shrunken list never shows an empty page. */
export function pageOf<Item>(items: readonly Item[], page: number, size: number) {
  const count = pageCount(items.length, size)
  const current = Math.min(Math.max(1, Math.trunc(page)), count)
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount: count }
}

/**
 * The notice popup's accordion (spec §2, §9): the player notices, 8 a page. Which notice is unfolded and the
 * page shown are the view's state; the notices' `content` is server HTML the app must sanitise.
 */
export function noticePage(notices: readonly Notice[], page: number) {
  return pageOf(notices, page, noticePageSize)
}
