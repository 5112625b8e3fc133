import { beforeEach, describe, expect, test } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, fromCallback } from 'xstate'
import { toFailure } from '../../api/errors'
import type { Announcements } from '../../api/schemas/content'
import { emptyAnnouncements, sampleAnnouncements } from '../../testing/announcements'
import { networkDown } from '../../testing/fixtures'
import { modelEdges, type RuleStep, replay, testModel, testTransitionCoverage } from '../../testing/model'
import type { FlowEmitted } from '../shared/emitted'
import { connectAnnouncements } from './announcements.connect'
import { announcementsMachine } from './announcements.machine'
import { announcementPageSize, popupFlag, popupItems, rewardCentrePath } from './announcements.rules'
import type { AnnouncementsContext, Audience, PopupFlag } from './announcements.types'

const visitor: Audience = { signedIn: false, firstLogin: false }
const returning: Audience = { signedIn: true, firstLogin: false }
const newcomer: Audience = { signedIn: true, firstLogin: true }

/**
 * Flags written to the store, with the context they were written from: the context before a step is the one
 * its first action sees, so a rule finds the writes of its own step among those of the path's prefix.
 */
const written: { flag: PopupFlag; context: unknown }[] = []

/** The store's flags are fixed per model: the graph must not depend on writes made while exploring it. */
const machineWith = (dismissed: (flag: PopupFlag) => boolean) =>
  announcementsMachine.provide({
    actors: { watchPortal: fromCallback(() => {}) },
    actions: { dismissPopup: ({ context }, { flag }) => void written.push({ flag, context }) },
    guards: { popupDismissed: (_, { flag }) => dismissed(flag) },
  })

/**
 * Each audience once from each audience, a language switch, retry, and the popup's controls with one sample
 * of each argument: the page after the first, a page that does not exist, the second item, one past the page.
 */
function userEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { audience } = snapshot.context as AnnouncementsContext
  const audiences = [visitor, returning, newcomer].filter(
    (next) => next.signedIn !== audience?.signedIn || next.firstLogin !== audience?.firstLogin,
  )
  return [
    ...audiences.map((next) => ({ type: 'announcements.audience', audience: next })),
    { type: 'announcements.language', language: 'CN' },
    { type: 'announcements.retry' },
    { type: 'announcements.close' },
    { type: 'announcements.promotion' },
    { type: 'announcements.next' },
    { type: 'announcements.previous' },
    { type: 'announcements.goTo', page: 2 },
    { type: 'announcements.goTo', page: 3 },
    { type: 'announcements.select', index: 1 },
    { type: 'announcements.select', index: 8 },
  ]
}

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AnnouncementsContext
const part = (snapshot: AnyMachineSnapshot) => snapshot.value as { content: string; popup: string }
const writesOf = ({ before }: RuleStep) =>
  written.filter((write) => write.context === before.context).map((write) => write.flag)
const flagOf = (snapshot: AnyMachineSnapshot) =>
  popupFlag(contextOf(snapshot).audience ?? { signedIn: false, firstLogin: false })

/** A popup control: the page or item changes, nothing else; nothing written, nothing said. */
function turned(step: RuleStep, popup: Partial<AnnouncementsContext['popup']>) {
  const before = contextOf(step.before)
  expect(step.after.value).toEqual(step.before.value)
  expect(contextOf(step.after)).toEqual({ ...before, popup: { ...before.popup, ...popup } })
  expect(writesOf(step)).toEqual([])
  expect(step.emitted).toEqual([])
}

/** What each transition must do (spec §4 "Announcement popup", §7), given the store's closed flags. */
function rulesFor(dismissed: (flag: PopupFlag) => boolean): Record<string, (step: RuleStep) => void> {
  return {
    'announcements.audience': (step) => {
      const { audience } = step.event as AnyEventObject & { audience: Audience }
      // Fetched again for the new audience; the last one's popup closes at once, the marquee's content stays.
      expect(part(step.after)).toEqual({ content: 'loading', popup: 'hidden' })
      expect(contextOf(step.after)).toEqual({ ...contextOf(step.before), audience })
      expect(writesOf(step)).toEqual([])
      expect(step.emitted).toEqual([])
    },
    'announcements.language': (step) => {
      // Only once the session settled (otherwise ignored): fetched again in the new language.
      expect(contextOf(step.before).audience).not.toBeNull()
      expect(part(step.after)).toEqual({ ...part(step.before), content: 'loading' })
      expect(contextOf(step.after)).toEqual(contextOf(step.before))
      expect(step.emitted).toEqual([])
    },
    'announcements.retry': (step) => {
      expect(part(step.before).content).toBe('failed')
      expect(part(step.after)).toEqual({ ...part(step.before), content: 'loading' })
      expect(contextOf(step.after)).toEqual(contextOf(step.before))
      expect(step.emitted).toEqual([])
    },
    'xstate.done.actor.loadAnnouncements': (step) => {
      const content = (step.event as AnyEventObject & { output: Announcements }).output
      const before = contextOf(step.before)
      const items = popupItems(content, before.audience)
      // The popup opens on its first page with the audience's items, unless the audience closed it.
      const opens = !dismissed(flagOf(step.before)) && items.length > 0
      expect(part(step.after)).toEqual({ content: 'ready', popup: opens ? 'shown' : 'hidden' })
      expect(contextOf(step.after)).toEqual({
        ...before,
        content,
        failure: null,
        popup: opens ? { items, page: 1, selected: 0 } : before.popup,
      })
      expect(writesOf(step)).toEqual([])
      expect(step.emitted).toEqual([])
    },
    'xstate.error.actor.loadAnnouncements': (step) => {
      const error = (step.event as AnyEventObject & { error: unknown }).error
      // The last good answer stays for the marquee.
      expect(part(step.after)).toEqual({ ...part(step.before), content: 'failed' })
      expect(contextOf(step.after)).toEqual({
        ...contextOf(step.before),
        failure: toFailure(error, 'announcements'),
      })
      expect(step.emitted).toEqual([])
    },
    'announcements.close': (step) => {
      // Hidden, and closed for this audience until the session ends.
      expect(part(step.after)).toEqual({ ...part(step.before), popup: 'hidden' })
      expect(contextOf(step.after)).toEqual(contextOf(step.before))
      expect(writesOf(step)).toEqual([flagOf(step.before)])
      expect(step.emitted).toEqual([])
    },
    'announcements.promotion': (step) => {
      const { popup } = contextOf(step.before)
      expect(
        popup.items[(popup.page - 1) * announcementPageSize + popup.selected]?.promotionType,
      ).toBeTruthy()
      expect(part(step.after)).toEqual({ ...part(step.before), popup: 'hidden' })
      expect(contextOf(step.after)).toEqual(contextOf(step.before))
      expect(writesOf(step)).toEqual([flagOf(step.before)])
      expect(step.emitted).toEqual([{ type: 'navigate', to: rewardCentrePath }])
    },
    'announcements.next': (step) =>
      turned(step, { page: contextOf(step.before).popup.page + 1, selected: 0 }),
    'announcements.previous': (step) =>
      turned(step, { page: contextOf(step.before).popup.page - 1, selected: 0 }),
    'announcements.goTo': (step) => {
      const { page } = step.event as AnyEventObject & { page: number }
      expect(page).not.toBe(contextOf(step.before).popup.page)
      turned(step, { page, selected: 0 })
    },
    'announcements.select': (step) => {
      const { index } = step.event as AnyEventObject & { index: number }
      turned(step, { selected: index })
    },
  }
}

beforeEach(() => {
  written.length = 0
})

const model = {
  events: userEvents,
  keepActors: ['watchPortal'],
  outputs: { loadAnnouncements: [sampleAnnouncements, emptyAnnouncements] },
  errors: { loadAnnouncements: [networkDown] },
}

describe.each([
  ['no popup closed yet', () => false],
  ['the anonymous popup closed', (flag: PopupFlag) => flag === 'ANONYMOUS_POPUP'],
] as const)('announcements model: %s', (_, dismissed) => {
  testModel(machineWith(dismissed), { ...model, rules: rulesFor(dismissed) })
})

describe('announcements model: what each edge does', () => {
  const machine = machineWith(() => false)
  const edges = modelEdges(machine, model)
  const find = (pattern: RegExp) => {
    const edge = edges.find((candidate) => pattern.test(candidate.name))
    if (!edge) throw new Error(`no edge ${pattern}`)
    return edge
  }

  test('the promotion button leaves for the reward centre and hides the popup, for good this session', async () => {
    const written: PopupFlag[] = []
    const emitted: FlowEmitted[] = []
    const edge = find(/"shown"\}.*--announcements\.promotion--> .*"hidden"/)
    const actor = await replay(
      machine.provide({ actions: { dismissPopup: (_, { flag }) => void written.push(flag) } }),
      edge,
      { ...model, onActor: (a) => a.on('*', (event: FlowEmitted) => void emitted.push(event)) },
    )
    expect(emitted).toEqual([{ type: 'navigate', to: '/member/rewardCenter' }])
    expect(written).toHaveLength(1)
    expect(connectAnnouncements(actor.getSnapshot()).popup).toBeNull()
    actor.stop()
  })
})

testTransitionCoverage(announcementsMachine)
