import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { fromCallback } from 'xstate'
import { emptyAnnouncements, sampleAnnouncements } from '../../testing/announcements'
import { networkDown } from '../../testing/fixtures'
import { checkMachine, visited } from '../../testing/machine-property'
import { announcementsMachine } from './announcements.machine'
import type { AnnouncementsContext, Audience, PopupFlag } from './announcements.types'

/** The session store's popup flags, written by the machine and read by its guard. */
const flags = new Map<PopupFlag, string>()
const machine = announcementsMachine.provide({
  actors: { watchPortal: fromCallback(() => {}) },
  actions: { dismissPopup: (_, { flag }) => void flags.set(flag, 'closed') },
  guards: { popupDismissed: (_, { flag }) => flags.get(flag) === 'closed' },
})

const audiences: Audience[] = [
  { signedIn: false, firstLogin: false },
  { signedIn: true, firstLogin: false },
  { signedIn: true, firstLogin: true },
]

const events = fc.oneof(
  fc.constantFrom(...audiences).map((audience) => ({ type: 'announcements.audience', audience })),
  fc.constantFrom('CN', 'EN').map((language) => ({ type: 'announcements.language', language })),
  fc.integer({ min: -1, max: 4 }).map((page) => ({ type: 'announcements.goTo', page })),
  fc.integer({ min: -1, max: 9 }).map((index) => ({ type: 'announcements.select', index })),
  fc.constantFrom(
    { type: 'announcements.retry' },
    { type: 'announcements.close' },
    { type: 'announcements.promotion' },
    { type: 'announcements.next' },
    { type: 'announcements.previous' },
  ),
)

describe('announcements machine properties over random audiences, languages, answers and popup use', () => {
  test('spec §4 "Announcement popup", §9 page size 8: the popup shows only its audience’s items, never against a closed flag, always on a real page; closing and the promotion button close it for the session', async () => {
    const visits = await checkMachine({
      machine,
      events,
      keepActors: ['watchPortal'],
      outputs: { loadAnnouncements: [sampleAnnouncements, emptyAnnouncements] },
      errors: { loadAnnouncements: [networkDown] },
      start: () => flags.clear(),
      check: ({ step, before, after, emitted }) => {
        const is = after.context as AnnouncementsContext
        const shown = after.matches({ popup: 'shown' })
        const audience = is.audience
        // A change of audience never leaves the previous audience's popup on show (fixed with this property).
        if (step.kind === 'send' && step.event.type === 'announcements.audience') expect(shown).toBe(false)
        if (shown && audience) {
          const flag: PopupFlag = audience.signedIn ? 'USER_POPUP' : 'ANONYMOUS_POPUP'
          // Shown only if the audience has not closed it this session (A logged in, B anonymous, F first login).
          if (!before.matches({ popup: 'shown' })) expect(flags.get(flag)).toBeUndefined()
          const code = audience.signedIn ? 'A' : 'B'
          expect(is.popup.items.length).toBeGreaterThan(0)
          for (const item of is.popup.items)
            expect(
              item.execution === code || (audience.signedIn && audience.firstLogin && item.execution === 'F'),
            ).toBe(true)
          const pages = Math.ceil(is.popup.items.length / 8)
          expect(is.popup.page).toBeGreaterThanOrEqual(1)
          expect(is.popup.page).toBeLessThanOrEqual(pages)
          const onPage = Math.min(8, is.popup.items.length - (is.popup.page - 1) * 8)
          expect(is.popup.selected).toBeGreaterThanOrEqual(0)
          expect(is.popup.selected).toBeLessThan(onPage)
        }
        const closing =
          step.kind === 'send' && ['announcements.close', 'announcements.promotion'].includes(step.event.type)
        if (closing && before.matches({ popup: 'shown' }) && !shown && audience) {
          // Closing (or the promotion button) sets the audience's flag to closed.
          expect(flags.get(audience.signedIn ? 'USER_POPUP' : 'ANONYMOUS_POPUP')).toBe('closed')
          if (step.kind === 'send' && step.event.type === 'announcements.promotion')
            expect(emitted).toEqual([{ type: 'navigate', to: '/member/rewardCenter' }])
        }
      },
    })
    expect(visited(visits, '"popup":"shown"')).toBe(true)
  }, 120_000)
})
