import { assign, emit, fromCallback, setup } from 'xstate'
import { toFailure } from '../../api/errors'
import type { Announcements, Notice } from '../../api/schemas/content'
import type { FlowEmitted } from '../shared/emitted'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import {
  announcementPageSize,
  pageCount,
  popupFlag,
  popupItems,
  rewardCentrePath,
} from './announcements.rules'
import type { AnnouncementsContext, AnnouncementsEvent, Audience, PopupFlag } from './announcements.types'

const pages = (items: readonly Notice[]) => pageCount(items.length, announcementPageSize)

/** The item under the detail pane: the selected one of the current page. */
function selectedItem({ popup }: AnnouncementsContext): Notice | undefined {
  return popup.items[(popup.page - 1) * announcementPageSize + popup.selected]
}

const flagOf = ({ context }: { context: AnnouncementsContext }) => ({
  flag: popupFlag(context.audience ?? { signedIn: false, firstLogin: false }),
})

/**
 * The announcements (spec §4 "Announcement popup", §7): fetched once the session has settled and again on every
 * change of audience or language; after each answer the popup opens with the audience's items unless the
 * audience closed it this session. The same answer feeds the notice popup and the home marquee. Item content
 * is server HTML, passed through untouched: the app sanitises it before rendering.
 */
export const announcementsMachine = setup({
  types: {
    context: {} as AnnouncementsContext,
    events: {} as AnnouncementsEvent,
    emitted: {} as FlowEmitted,
    // Named children: the declarations TypeScript prints for the machine then type-check without skipLibCheck.
    children: {} as { watchPortal: 'watchPortal'; loadAnnouncements: 'loadAnnouncements' },
  },
  actors: {
    /** Sends `announcements.audience` when the settled session changes and `announcements.language`. */
    watchPortal: fromCallback<AnnouncementsEvent>(() => {
      throw new Error('watchPortal was not provided: create the actor through createAnnouncements()')
    }),
    loadAnnouncements: notProvided<Announcements>('loadAnnouncements'),
  },
  actions: {
    /** Writes `closed` under the audience's flag in the session store. */
    dismissPopup: actionNotProvided('dismissPopup') as (_: unknown, params: { flag: PopupFlag }) => void,
    assignAudience: assign((_, audience: Audience) => ({ audience })),
    assignContent: assign((_, content: Announcements) => ({ content, failure: null })),
    openPopup: assign(({ context }) => ({
      popup: { items: popupItems(context.content, context.audience), page: 1, selected: 0 },
    })),
    turnTo: assign(({ context }, page: number) => ({ popup: { ...context.popup, page, selected: 0 } })),
    select: assign(({ context }, selected: number) => ({ popup: { ...context.popup, selected } })),
    goToRewardCentre: emit({ type: 'navigate', to: rewardCentrePath } as const),
  },
  guards: {
    hasAudience: ({ context }) => context.audience !== null,
    /** Reads the audience's flag in the session store: `closed` suppresses the popup. */
    popupDismissed: (() => {
      throw new Error('popupDismissed was not provided: create the actor through createAnnouncements()')
    }) as (_: unknown, params: { flag: PopupFlag }) => boolean,
    hasPopupItems: (_, items: readonly Notice[]) => items.length > 0,
    isPage: ({ context }, page: number) =>
      Number.isInteger(page) &&
      page >= 1 &&
      page <= pages(context.popup.items) &&
      page !== context.popup.page,
    isItem: ({ context }, index: number) => {
      const { page, items, selected } = context.popup
      const onPage = Math.min(announcementPageSize, items.length - (page - 1) * announcementPageSize)
      return Number.isInteger(index) && index >= 0 && index < onPage && index !== selected
    },
    isPromotion: ({ context }) => Boolean(selectedItem(context)?.promotionType),
  },
}).createMachine({
  id: 'announcements',
  type: 'parallel',
  context: {
    audience: null,
    content: null,
    failure: null,
    popup: { items: [], page: 1, selected: 0 },
  },
  invoke: { id: 'watchPortal', src: 'watchPortal' },
  states: {
    content: {
      initial: 'waiting',
      on: {
        // The previous audience's popup closes at once: a member's items must not stay on show after sign-out.
        'announcements.audience': {
          target: ['.loading', '#announcements.popup.hidden'],
          actions: { type: 'assignAudience', params: ({ event }) => event.audience },
        },
        'announcements.language': { guard: 'hasAudience', target: '.loading' },
      },
      states: {
        /** The session has not settled: a token is held but the member is not signed in yet. */
        waiting: {},
        loading: {
          invoke: {
            id: 'loadAnnouncements',
            src: 'loadAnnouncements',
            onDone: [
              {
                guard: { type: 'popupDismissed', params: flagOf },
                target: ['ready', '#announcements.popup.hidden'],
                actions: { type: 'assignContent', params: ({ event }) => event.output },
              },
              {
                guard: {
                  type: 'hasPopupItems',
                  params: ({ context, event }) => popupItems(event.output, context.audience),
                },
                target: ['ready', '#announcements.popup.shown'],
                actions: [{ type: 'assignContent', params: ({ event }) => event.output }, 'openPopup'],
              },
              {
                target: ['ready', '#announcements.popup.hidden'],
                actions: { type: 'assignContent', params: ({ event }) => event.output },
              },
            ],
            onError: {
              target: 'failed',
              actions: assign({ failure: ({ event }) => toFailure(event.error, 'announcements') }),
            },
          },
        },
        ready: {},
        /** The last good answer, if any, stays in context. */
        failed: { on: { 'announcements.retry': 'loading' } },
      },
    },
    popup: {
      initial: 'hidden',
      states: {
        hidden: {},
        shown: {
          on: {
            'announcements.close': { target: 'hidden', actions: { type: 'dismissPopup', params: flagOf } },
            'announcements.promotion': {
              guard: 'isPromotion',
              target: 'hidden',
              actions: [{ type: 'dismissPopup', params: flagOf }, 'goToRewardCentre'],
            },
            'announcements.next': {
              guard: { type: 'isPage', params: ({ context }) => context.popup.page + 1 },
              actions: { type: 'turnTo', params: ({ context }) => context.popup.page + 1 },
            },
            'announcements.previous': {
              guard: { type: 'isPage', params: ({ context }) => context.popup.page - 1 },
              actions: { type: 'turnTo', params: ({ context }) => context.popup.page - 1 },
            },
            'announcements.goTo': {
              guard: { type: 'isPage', params: ({ event }) => event.page },
              actions: { type: 'turnTo', params: ({ event }) => event.page },
            },
            'announcements.select': {
              guard: { type: 'isItem', params: ({ event }) => event.index },
              actions: { type: 'select', params: ({ event }) => event.index },
            },
          },
        },
      },
    },
  },
})
