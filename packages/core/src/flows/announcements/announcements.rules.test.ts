import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { sampleAnnouncements } from '../../testing/announcements'
import { member } from '../../testing/fixtures'
import { sessionMachine } from '../session/session.machine'
import {
  audienceCode,
  audienceOf,
  noticePage,
  pageOf,
  popupFlag,
  popupItems,
  sameAudience,
} from './announcements.rules'
import type { Audience } from './announcements.types'

const visitor: Audience = { signedIn: false, firstLogin: false }
const returning: Audience = { signedIn: true, firstLogin: false }
const newcomer: Audience = { signedIn: true, firstLogin: true }

describe('audience rules (spec §4)', () => {
  test.each([
    ['visitor', visitor, 'B', 'ANONYMOUS_POPUP'],
    ['returning member', returning, 'A', 'USER_POPUP'],
    ['first-login member', newcomer, 'A', 'USER_POPUP'],
  ] as const)('%s: code %s, flag %s', (_, audience, code, flag) => {
    expect(audienceCode(audience)).toBe(code)
    expect(popupFlag(audience)).toBe(flag)
  })

  const item = (execution: string | null) => ({ id: '1', title: 't', execution })
  test.each([
    // execution, visitor, returning member, first-login member
    ['A', false, true, true],
    ['B', true, false, false],
    ['F', false, false, true],
    [null, false, false, false],
    ['X', false, false, false],
  ] as const)(
    'an item of execution %s shows to visitor %s, member %s, first login %s',
    (execution, ...shows) => {
      const content = { popup: [item(execution)] }
      expect(
        [visitor, returning, newcomer].map((audience) => popupItems(content, audience).length > 0),
      ).toEqual(shows)
    },
  )

  test('a first login sees the member items and the F items, in server order', () => {
    expect(popupItems(sampleAnnouncements, newcomer).map((n) => n.id)).toEqual(['A1', 'F1'])
    expect(popupItems(sampleAnnouncements, returning).map((n) => n.id)).toEqual(['A1'])
    expect(popupItems(sampleAnnouncements, visitor)).toHaveLength(9)
  })

  test('no content or no audience: no items', () => {
    expect(popupItems(null, visitor)).toEqual([])
    expect(popupItems(sampleAnnouncements, null)).toEqual([])
    expect(popupItems({ popup: null }, visitor)).toEqual([])
  })

  test.each([
    [null, null, true],
    [visitor, null, false],
    [visitor, { ...visitor }, true],
    [returning, newcomer, false],
  ] as const)('sameAudience(%j, %j) is %s', (a, b, same) => expect(sameAudience(a, b)).toBe(same))
})

describe('the settled audience of a session', () => {
  const session = (storedToken: string | null, loadMember: () => Promise<typeof member>) =>
    createActor(
      sessionMachine.provide({
        actors: {
          loadMember: fromPromise<typeof member, void>(loadMember),
        },
        actions: { persistToken: () => {}, clearStoredSession: () => {} },
      }),
      { input: { urlToken: null, storedToken } },
    ).start()

  test('no session yet (booting): unsettled', () => expect(audienceOf(undefined)).toBeNull())

  test('no token: an anonymous visitor at once', () => {
    expect(audienceOf(session(null, () => Promise.resolve(member)).getSnapshot())).toEqual(visitor)
  })

  test('a stored token is unsettled until the member loads, then a member', async () => {
    const actor = session('stored', () => Promise.resolve(member))
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    expect(audienceOf(actor.getSnapshot())).toBeNull()
    const signedIn = await waitFor(actor, (s) => s.matches('signedIn'))
    expect(audienceOf(signedIn)).toEqual(returning)
  })

  test('a token whose member failed to load stays unsettled', async () => {
    const actor = session('stored', () => Promise.reject(new Error('down')))
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(audienceOf(failed)).toBeNull()
  })

  test('a first sign-in carries firstLogin; the logout confirmation is still the member', async () => {
    const actor = session(null, () => Promise.resolve(member))
    actor.send({ type: 'session.start', token: 't', firstLogin: true })
    await waitFor(actor, (s) => s.matches('signedIn'))
    actor.send({ type: 'logout.request' })
    expect(audienceOf(actor.getSnapshot())).toEqual(newcomer)
  })
})

describe('pages of 8', () => {
  const items = Array.from({ length: 17 }, (_, index) => index)
  test.each([
    [1, [0, 1, 2, 3, 4, 5, 6, 7], 1],
    [3, [16], 3],
    [4, [16], 3],
    [0, [0, 1, 2, 3, 4, 5, 6, 7], 1],
  ])('page %i of 17 items shows %j (page %i of 3)', (page, shown, current) => {
    expect(pageOf(items, page, 8)).toEqual({ items: shown, page: current, pageCount: 3 })
  })

  test('an empty list is one empty page', () => {
    expect(noticePage([], 1)).toEqual({ items: [], page: 1, pageCount: 1 })
  })
})
