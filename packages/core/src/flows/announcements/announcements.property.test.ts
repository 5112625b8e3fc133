import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { Announcements } from '../../api/schemas/content'
import { runs } from '../../dev/runs'
import { emptyAnnouncements, sampleAnnouncements } from '../../testing/announcements'
import { networkDown } from '../../testing/fixtures'
import { settle } from '../../testing/settle'
import { connectAnnouncements } from './announcements.connect'
import { announcementsMachine } from './announcements.machine'
import { popupFlag, popupItems } from './announcements.rules'
import type { AnnouncementsEvent, Audience } from './announcements.types'

type Step = { event: AnnouncementsEvent } | { answer: 'sample' | 'empty' | 'failure' }

const audience: fc.Arbitrary<Audience> = fc
  .tuple(fc.boolean(), fc.boolean())
  .map(([signedIn, firstLogin]) => ({ signedIn, firstLogin: signedIn && firstLogin }))

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    event: fc.oneof(
      fc.record({ type: fc.constant('announcements.audience' as const), audience }),
      fc.constant({ type: 'announcements.language' as const, language: 'CN' }),
      fc.constant({ type: 'announcements.retry' as const }),
      fc.constant({ type: 'announcements.close' as const }),
      fc.constant({ type: 'announcements.promotion' as const }),
      fc.constant({ type: 'announcements.next' as const }),
      fc.constant({ type: 'announcements.previous' as const }),
      fc.record({ type: fc.constant('announcements.goTo' as const), page: fc.integer({ min: -1, max: 4 }) }),
      fc.record({
        type: fc.constant('announcements.select' as const),
        index: fc.integer({ min: -1, max: 9 }),
      }),
    ),
  }),
  fc.record({ answer: fc.constantFrom('sample' as const, 'empty' as const, 'failure' as const) }),
)

describe('announcement properties over random sequences', () => {
  test('the popup shows only its audience’s items, never against a closed flag, always on a real page', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const pending: { resolve: (value: Announcements) => void; reject: (error: unknown) => void }[] = []
        const flags = new Set<string>()
        let navigations = 0
        let fetchesBeforeAudience = 0
        let known = false
        const actor = createActor(
          announcementsMachine.provide({
            actors: {
              watchPortal: fromCallback(() => {}),
              loadAnnouncements: fromPromise(() => {
                if (!known) fetchesBeforeAudience++
                return new Promise<Announcements>((resolve, reject) => pending.push({ resolve, reject }))
              }),
            },
            actions: { dismissPopup: (_, { flag }) => void flags.add(flag) },
            guards: { popupDismissed: (_, { flag }) => flags.has(flag) },
          }),
        )
        actor.on('navigate', () => void navigations++)
        actor.start()
        for (const item of steps) {
          if ('event' in item) {
            if (item.event.type === 'announcements.audience') known = true
            const navigationsBefore = navigations
            actor.send(item.event)
            // Leaving for the reward centre always closes the popup for the audience.
            if (navigations > navigationsBefore) {
              const { audience: current } = actor.getSnapshot().context
              expect(current !== null && flags.has(popupFlag(current))).toBe(true)
              expect(connectAnnouncements(actor.getSnapshot()).popup).toBeNull()
            }
          } else {
            const call = pending.at(-1)
            if (!call) continue
            pending.length = 0
            if (item.answer === 'failure') call.reject(networkDown)
            else call.resolve(item.answer === 'sample' ? sampleAnnouncements : emptyAnnouncements)
          }
          await settle()
          const snapshot = actor.getSnapshot()
          const view = connectAnnouncements(snapshot)
          if (view.popup) {
            expect(view.popup.items.length).toBeGreaterThan(0)
            expect(view.popup.page).toBeGreaterThanOrEqual(1)
            expect(view.popup.page).toBeLessThanOrEqual(view.popup.pageCount)
            expect(view.popup.selected).toBe(view.popup.items[view.popup.selectedIndex])
            const { audience: current, content } = snapshot.context
            if (view.status === 'ready' && current) {
              expect(flags.has(popupFlag(current))).toBe(false)
              expect(snapshot.context.popup.items).toEqual(popupItems(content, current))
            }
          }
        }
        expect(fetchesBeforeAudience).toBe(0)
        actor.stop()
      }),
      { numRuns: runs.wiredFlows },
    )
  })
})
