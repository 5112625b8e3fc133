import type { SnapshotFrom } from 'xstate'
import type { ApiErrorKind } from '../../api/errors'
import type { Banner, Notice } from '../../api/schemas/content'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { announcementsMachine } from './announcements.machine'
import { announcementPageSize, noticePageSize, pageCount, pageOf } from './announcements.rules'
import type { AnnouncementsEvent } from './announcements.types'

export type AnnouncementsSnapshot = SnapshotFrom<typeof announcementsMachine>

export interface AnnouncementPopupView {
  /** The current page's items (titles for the list beside the detail pane). */
  items: readonly Notice[]
  /** From 1. */
  page: number
  pageCount: number
  /** Index of the selected item on the page. */
  selectedIndex: number
  /** The item in the detail pane; its `content` is server HTML: sanitise before rendering. */
  selected: Notice | null
  /** The selected item has a `promotionType`: show the go-to-promotion button. */
  canGoToPromotion: boolean
}

export interface AnnouncementsView {
  status: 'waiting' | 'loading' | 'ready' | 'failed'
  /** The announcement popup, when it is open. */
  popup: AnnouncementPopupView | null
  /** The notice popup's accordion, every player notice; page it with `noticePage`. HTML content: sanitise. */
  notices: readonly Notice[]
  noticePageCount: number
  /** The home marquee: the notices' titles, in server order. */
  marquee: readonly { id: string; title: string }[]
  banners: readonly Banner[]
  failure: ApiErrorKind | null
}

/** Snapshot → what the popups and the marquee need. Pure. */
function viewOfAnnouncements(snapshot: AnnouncementsSnapshot): AnnouncementsView {
  const { context } = snapshot
  const status = (['waiting', 'loading', 'ready', 'failed'] as const).find((state) =>
    snapshot.matches({ content: state }),
  )
  const notices = context.content?.player ?? []
  return {
    status: status ?? 'waiting',
    popup: snapshot.matches({ popup: 'shown' }) ? popupView(context.popup) : null,
    notices,
    noticePageCount: pageCount(notices.length, noticePageSize),
    marquee: notices.map(({ id, title }) => ({ id, title })),
    banners: context.content?.banners ?? [],
    failure: context.failure?.kind ?? null,
  }
}

function popupView(popup: AnnouncementsSnapshot['context']['popup']): AnnouncementPopupView {
  const { items, page, pageCount } = pageOf(popup.items, popup.page, announcementPageSize)
  const selected = items[popup.selected] ?? null
  return {
    items,
    page,
    pageCount,
    selectedIndex: popup.selected,
    selected,
    canGoToPromotion: Boolean(selected?.promotionType),
  }
}

/** What a view may ask of the announcements flow. */
export const announcementsIntents = /* @__PURE__ */ defineIntents((send: Send<AnnouncementsEvent>) => ({
  retry: () => send({ type: 'announcements.retry' }),
  close: () => send({ type: 'announcements.close' }),
  nextPage: () => send({ type: 'announcements.next' }),
  previousPage: () => send({ type: 'announcements.previous' }),
  goToPage: (page: number) => send({ type: 'announcements.goTo', page }),
  selectItem: (index: number) => send({ type: 'announcements.select', index }),
  openPromotion: () => send({ type: 'announcements.promotion' }),
}))

export type AnnouncementsIntents = ReturnType<typeof announcementsIntents>

/** Snapshot → the view-model a announcements view renders, with its intents bound to the actor's `send`. Pure. */
export const connectAnnouncements: Connect<
  AnnouncementsSnapshot,
  AnnouncementsEvent,
  AnnouncementsView & AnnouncementsIntents
> = /* @__PURE__ */ defineConnect(viewOfAnnouncements, announcementsIntents)
