import { gameListCenterPath } from '@portal/core'
import { renderHook } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { useRouter } from 'wouter'
import { findRoute } from './router/findRoute'
import { type GuardSession, guardRoute } from './router/guard'
import { type AppRoute, type PageGroup, pageGroups, routes } from './routes'

/** wouter's own path parser, so matching behaves exactly as in the app. */
const { parser } = renderHook(() => useRouter()).result.current
const routeAt = (path: string) => findRoute(parser, path)
const named = (name: string): AppRoute => {
  const route = routes.find((candidate) => candidate.name === name)
  if (!route) throw new Error(`no route ${name}`)
  return route
}

/** Spec §2, path by path. */
const specPaths: Record<string, string> = {
  '/': 'home',
  '/index': 'home',
  '/index.html': 'home',
  '/home': 'home',
  '/login': 'login',
  '/register': 'register',
  '/forgotPassword': 'forgotPassword',
  '/changePassword': 'changePassword',
  '/agentHome': 'agentHome',
  '/agentHome/downlineManagmentView': 'agentHome',
  '/member': 'member',
  '/member/messageV2': 'member',
  '/down': 'down',
  '/help': 'help',
  '/fish': 'fish',
  '/join': 'join',
  '/live': 'live',
  '/pvp': 'pvp',
  '/sports': 'sports',
  '/esports': 'esports',
  '/rng': 'rng',
  '/gameListCenter/pg/rng': 'gameListCenter',
  '/lottery': 'lottery',
  '/seaLottery': 'seaLottery',
  '/vnLottery': 'vnLottery',
  '/promotions': 'promotions',
  '/pointMall': 'pointMall',
  '/seamless': 'seamless',
  '/sponsor1': 'sponsor1',
  '/sponsor2': 'sponsor2',
  '/sponsor3': 'sponsor3',
  '/hot': 'hot',
  '/inHouse': 'inHouse',
  '/cockfight': 'cockfight',
  '/lott': 'lott',
  '/elott': 'elott',
}

describe('route table', () => {
  test.each(Object.entries(specPaths))('%s is the %s route', (path, name) => {
    expect(routeAt(path).route.name).toBe(name)
  })

  test('an unknown path is the not-found page', () => {
    expect(routeAt('/no/such/page').route.name).toBe('notFound')
  })

  test('gameListCenter passes vendor and game type, lower-cased', () => {
    const path = gameListCenterPath('PG', 'RNG')
    expect(path).toBe('/gameListCenter/pg/rng')
    expect(routeAt(path).params).toMatchObject({ vassalage: 'pg', gameType: 'rng' })
  })

  test('/inHouse is listed like RNG', () => {
    expect(named('inHouse')).toMatchObject({ group: 'gameListCenter', gameType: 'RNG' })
  })

  test('layouts follow the spec', () => {
    const layout = (name: string) => named(name).layout
    for (const name of ['home', 'help', 'member', 'agentHome'])
      expect(layout(name)).toEqual({ header: true, footer: true, sideMenu: true })
    for (const name of ['login', 'register', 'forgotPassword', 'changePassword'])
      expect(layout(name)).toEqual({ header: false, footer: false, sideMenu: false })
    for (const name of ['live', 'pvp', 'sports', 'esports'])
      expect(layout(name)).toMatchObject({ header: true, footer: true })
    expect(layout('join')).toEqual({ header: true, footer: false, sideMenu: false })
    expect(layout('rng').sideMenu).toBe(true)
    for (const name of ['sponsor1', 'sponsor2', 'sponsor3']) expect(layout(name).header).toBe(false)
  })

  test('sign-in is required for the lottery pages and the agent centre; the member centre asks itself', () => {
    const guarded = routes.filter((route) => route.requiresAuth).map((route) => route.name)
    expect(guarded.sort()).toEqual(['agentHome', 'lottery', 'seaLottery', 'vnLottery'])
    // It sends a visitor to /login?next=<the page asked for>, which the guard's plain /login would lose.
    expect(named('member').area).toBe('member')
  })

  test('game pages are the lottery pages, seamless and the game list centre', () => {
    const gamePages = routes.filter((route) => route.gamePage).map((route) => route.name)
    expect(gamePages.sort()).toEqual(
      ['gameListCenter', 'inHouse', 'lottery', 'rng', 'seaLottery', 'seamless', 'vnLottery'].sort(),
    )
  })

  test('route names are unique, so scrolling to the top can key on them', () => {
    const names = routes.map((route) => route.name)
    expect(new Set(names).size).toBe(names.length)
  })

  test.each(Object.keys(pageGroups) as PageGroup[])('page group %s loads a page component', async (group) => {
    const module = await pageGroups[group]()
    expect(module.default).toBeTypeOf('function')
  })
})

describe('navigation guard', () => {
  const visitor: GuardSession = {
    status: 'anonymous',
    hasToken: false,
    isTrial: false,
    isAgent: false,
    passwordChange: null,
  }
  const member: GuardSession = {
    status: 'signedIn',
    hasToken: true,
    isTrial: false,
    isAgent: false,
    passwordChange: null,
  }
  const agent: GuardSession = {
    status: 'signedIn',
    hasToken: true,
    isTrial: false,
    isAgent: true,
    passwordChange: null,
  }
  const trial: GuardSession = {
    status: 'signedIn',
    hasToken: true,
    isTrial: true,
    isAgent: false,
    passwordChange: null,
  }
  const restoring: GuardSession = {
    status: 'loading',
    hasToken: true,
    isTrial: false,
    isAgent: false,
    passwordChange: null,
  }

  test('a guarded route without a session token goes to /login, which says why and comes back (spec §8)', () => {
    for (const name of ['lottery', 'seaLottery', 'vnLottery'])
      expect(guardRoute(named(name), visitor, { path: `/${name}?gameCode=X1` })).toEqual({
        kind: 'login',
        to: `/login?next=${encodeURIComponent(`/${name}?gameCode=X1`)}&reason=signInRequired`,
      })
  })

  test('the agent area sends a visitor to the agent login, and back to the page asked for', () => {
    expect(guardRoute(named('agentHome'), visitor, { path: '/agentHome/teamReport' })).toEqual({
      kind: 'login',
      to: '/login?audience=agent&next=%2FagentHome%2FteamReport&reason=signInRequired',
    })
  })

  test('only agents enter the agent area; a member is told it is for agents', () => {
    expect(guardRoute(named('agentHome'), agent)).toEqual({ kind: 'enter' })
    expect(guardRoute(named('agentHome'), member)).toEqual({ kind: 'agentsOnly' })
  })

  test('open routes let visitors in', () => {
    expect(guardRoute(named('home'), visitor)).toEqual({ kind: 'enter' })
    expect(guardRoute(named('promotions'), visitor)).toEqual({ kind: 'enter' })
  })

  test('a trial account is kept out of member and agent areas but may use the rest', () => {
    expect(guardRoute(named('member'), trial)).toEqual({ kind: 'realAccountNeeded' })
    expect(guardRoute(named('agentHome'), trial)).toEqual({ kind: 'realAccountNeeded' })
    expect(guardRoute(named('lottery'), trial)).toEqual({ kind: 'enter' })
  })

  test('a page that needs a session waits while a link’s account is asked about, and asks to log in after', () => {
    for (const status of ['peeking', 'switchOffered'] as const)
      expect(guardRoute(named('lottery'), { ...visitor, status })).toEqual({ kind: 'wait' })
    expect(guardRoute(named('lottery'), visitor).kind).toBe('login')
    expect(guardRoute(named('home'), { ...visitor, status: 'switchOffered' })).toEqual({ kind: 'enter' })
  })

  test('member and agent areas wait while the member of a restored token loads, other routes do not', () => {
    expect(guardRoute(named('member'), restoring)).toEqual({ kind: 'wait' })
    // A known member's info loading again (after a save) keeps the page it is on.
    expect(guardRoute(named('member'), { ...restoring, account: 'member01' })).toEqual({ kind: 'enter' })
    expect(guardRoute(named('agentHome'), restoring)).toEqual({ kind: 'wait' })
    expect(guardRoute(named('lottery'), restoring)).toEqual({ kind: 'enter' })
  })

  test('a member enters member areas', () => {
    expect(guardRoute(named('member'), member)).toEqual({ kind: 'enter' })
  })

  test('a forced password change closes every route but the change-password screen', () => {
    const toChange = { kind: 'changePassword', to: '/changePassword' }
    for (const reason of ['default', 'expired'] as const) {
      const owing: GuardSession = { ...member, passwordChange: reason }
      for (const name of ['home', 'rng', 'member', 'agentHome', 'lottery', 'promotions', 'login', 'register'])
        expect(guardRoute(named(name), owing)).toEqual(toChange)
      expect(guardRoute(named('changePassword'), owing)).toEqual({ kind: 'enter' })
      // The change-password popup over a page is the same screen.
      expect(guardRoute(named('home'), owing, { dialog: 'changePassword' })).toEqual({ kind: 'enter' })
      expect(guardRoute(named('home'), owing, { dialog: 'login' })).toEqual(toChange)
    }
    expect(guardRoute(named('rng'), member)).toEqual({ kind: 'enter' })
  })
})
