import { describe, expect, test } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { Announcements } from '../../api/schemas/content'
import { emptyAnnouncements, sampleAnnouncements } from '../../testing/announcements'
import { networkDown } from '../../testing/fixtures'
import type { FlowEmitted } from '../shared/emitted'
import { connectAnnouncements } from './announcements.connect'
import { announcementsMachine } from './announcements.machine'
import type { AnnouncementsEvent, Audience, PopupFlag } from './announcements.types'

const visitor: Audience = { signedIn: false, firstLogin: false }
const returning: Audience = { signedIn: true, firstLogin: false }
const newcomer: Audience = { signedIn: true, firstLogin: true }

/** A real actor over a scripted loader and an in-memory flag store. */
function setup(answers: (Announcements | Error)[] = [sampleAnnouncements], closed: PopupFlag[] = []) {
  const flags = new Set(closed)
  const emitted: FlowEmitted[] = []
  let calls = 0
  const actor = createActor(
    announcementsMachine.provide({
      actors: {
        watchPortal: fromCallback(() => {}),
        loadAnnouncements: fromPromise(async () => {
          const answer = answers[Math.min(calls++, answers.length - 1)]
          if (answer instanceof Error) throw answer
          return answer ?? emptyAnnouncements
        }),
      },
      actions: { dismissPopup: (_, { flag }) => void flags.add(flag) },
      guards: { popupDismissed: (_, { flag }) => flags.has(flag) },
    }),
  )
  actor.on('*', (event) => void emitted.push(event as FlowEmitted))
  actor.start()
  const send = async (...events: AnnouncementsEvent[]) => {
    for (const event of events) actor.send(event)
    await new Promise((resolve) => setTimeout(resolve, 0))
    return connectAnnouncements(actor.getSnapshot())
  }
  return { actor, flags, emitted, send, calls: () => calls }
}

const audience = (value: Audience) => ({ type: 'announcements.audience', audience: value }) as const

describe('announcement popup', () => {
  test('nothing is fetched before the session settles; a language switch then changes nothing', async () => {
    const { send, calls } = setup()
    const view = await send({ type: 'announcements.language', language: 'CN' })
    expect(view.status).toBe('waiting')
    expect(calls()).toBe(0)
  })

  test('a visitor gets the nine B items on two pages of 8, the first selected', async () => {
    const { send } = setup()
    const view = await send(audience(visitor))
    expect(view.status).toBe('ready')
    expect(view.popup).toMatchObject({ page: 1, pageCount: 2, selectedIndex: 0, canGoToPromotion: true })
    expect(view.popup?.items.map((item) => item.id)).toEqual(['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'])
    expect(view.popup?.selected?.id).toBe('B1')
  })

  test('next, previous and goTo turn pages within range and reset the selection', async () => {
    const { send } = setup()
    await send(audience(visitor))
    expect((await send({ type: 'announcements.select', index: 3 })).popup?.selected?.id).toBe('B4')
    let view = await send({ type: 'announcements.next' })
    expect(view.popup).toMatchObject({ page: 2, selectedIndex: 0, canGoToPromotion: false })
    expect(view.popup?.items.map((item) => item.id)).toEqual(['B9'])
    view = await send({ type: 'announcements.next' }, { type: 'announcements.goTo', page: 3 })
    expect(view.popup?.page).toBe(2)
    view = await send({ type: 'announcements.select', index: 1 })
    expect(view.popup?.selectedIndex).toBe(0)
    view = await send({ type: 'announcements.previous' }, { type: 'announcements.previous' })
    expect(view.popup?.page).toBe(1)
    view = await send({ type: 'announcements.goTo', page: 2 })
    expect(view.popup?.page).toBe(2)
  })

  test('closing hides it and sets the audience flag; the next fetch for that audience stays hidden', async () => {
    const { send, flags } = setup()
    await send(audience(visitor))
    let view = await send({ type: 'announcements.close' })
    expect(view.popup).toBeNull()
    expect([...flags]).toEqual(['ANONYMOUS_POPUP'])
    view = await send({ type: 'announcements.language', language: 'CN' })
    expect(view.popup).toBeNull()
    view = await send(audience(returning))
    expect(view.popup?.items.map((item) => item.id)).toEqual(['A1'])
  })

  test('the member flag suppresses the member popup only', async () => {
    const { send } = setup([sampleAnnouncements], ['USER_POPUP'])
    expect((await send(audience(newcomer))).popup).toBeNull()
    expect((await send(audience(visitor))).popup?.pageCount).toBe(2)
  })

  test('a first login sees the member and the F items', async () => {
    const { send } = setup()
    const view = await send(audience(newcomer))
    expect(view.popup?.items.map((item) => item.id)).toEqual(['A1', 'F1'])
  })

  test('the promotion button needs a promotion; then the reward centre, popup hidden and flagged', async () => {
    const { send, emitted, flags } = setup()
    await send(audience(visitor))
    await send({ type: 'announcements.select', index: 1 })
    let view = await send({ type: 'announcements.promotion' })
    expect(view.popup).not.toBeNull()
    expect(emitted).toEqual([])
    view = await send({ type: 'announcements.select', index: 0 }, { type: 'announcements.promotion' })
    expect(view.popup).toBeNull()
    expect(emitted).toEqual([{ type: 'navigate', to: '/member/rewardCenter' }])
    expect([...flags]).toEqual(['ANONYMOUS_POPUP'])
  })

  test('a language switch fetches again and keeps the open popup open, back on page 1', async () => {
    const { send, actor, calls } = setup()
    await send(audience(visitor))
    await send({ type: 'announcements.next' })
    actor.send({ type: 'announcements.language', language: 'CN' })
    expect(actor.getSnapshot().value).toEqual({ content: 'loading', popup: 'shown' })
    const view = await send()
    expect(calls()).toBe(2)
    expect(view.popup?.page).toBe(1)
  })

  test('an audience with no items hides a popup left open by the previous one', async () => {
    const { send } = setup([sampleAnnouncements, emptyAnnouncements])
    await send(audience(visitor))
    expect((await send(audience(returning))).popup).toBeNull()
  })

  test('a failed fetch keeps the last answer for the marquee; retry fetches again', async () => {
    const { send } = setup([sampleAnnouncements, networkDown, sampleAnnouncements])
    await send(audience(visitor))
    await send({ type: 'announcements.close' })
    let view = await send({ type: 'announcements.language', language: 'CN' })
    expect(view).toMatchObject({ status: 'failed', failure: 'network' })
    expect(view.marquee.map((notice) => notice.title)).toEqual(['Notice N1', 'Notice N2'])
    view = await send({ type: 'announcements.retry' })
    expect(view).toMatchObject({ status: 'ready', failure: null })
  })

  test('notices and marquee come from the player notices; banners pass through', async () => {
    const { send } = setup()
    const view = await send(audience(visitor))
    expect(view.notices.map((notice) => notice.id)).toEqual(['N1', 'N2'])
    expect(view.noticePageCount).toBe(1)
    expect(view.marquee).toEqual([
      { id: 'N1', title: 'Notice N1' },
      { id: 'N2', title: 'Notice N2' },
    ])
    expect(view.notices[0]?.content).toBe('<p>N1</p>')
  })
})
