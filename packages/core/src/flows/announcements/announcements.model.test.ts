import { describe, expect, test } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, fromCallback } from 'xstate'
import { emptyAnnouncements, sampleAnnouncements } from '../../testing/announcements'
import { networkDown } from '../../testing/fixtures'
import { modelEdges, replay, testModel, testTransitionCoverage } from '../../testing/model'
import type { FlowEmitted } from '../shared/emitted'
import { connectAnnouncements } from './announcements.connect'
import { announcementsMachine } from './announcements.machine'
import type { AnnouncementsContext, Audience, PopupFlag } from './announcements.types'

const visitor: Audience = { signedIn: false, firstLogin: false }
const returning: Audience = { signedIn: true, firstLogin: false }
const newcomer: Audience = { signedIn: true, firstLogin: true }

/** The store's flags are fixed per model: the graph must not depend on writes made while exploring it. */
const machineWith = (dismissed: (flag: PopupFlag) => boolean) =>
  announcementsMachine.provide({
    actors: { watchPortal: fromCallback(() => {}) },
    actions: { dismissPopup: () => {} },
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
  testModel(machineWith(dismissed), model)
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
    expect(emitted).toEqual([{ type: 'navigate', to: '/member?page=rewardCenter' }])
    expect(written).toHaveLength(1)
    expect(connectAnnouncements(actor.getSnapshot()).popup).toBeNull()
    actor.stop()
  })
})

testTransitionCoverage(announcementsMachine)
