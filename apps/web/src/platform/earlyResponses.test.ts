import {
  announcementsQuery,
  createApiClient,
  createPortal,
  defaultBrand,
  endpoints,
  headerNames,
  homeBannerGroup,
  memoryStore,
  type TransportRequest,
} from '@portal/core'
import { expect, test } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import demo from '../../brands/novaplay.json'
import { appScriptsId } from '../../serving/appScripts'
import {
  announcementsPathAndQuery,
  bootShells,
  domainRoutePath,
  earlyBootScript,
  homeBannerGroup as earlyHomeGroup,
  memberInfoPath,
  pageBannerGroups,
  statusPath,
} from '../../serving/earlyBoot'
import { pageChunksId } from '../../serving/pageChunks'
import { brandBlockId, encodeBrandBlock } from '../brand/brandBlock'
import type { BrandFile } from '../brand/brandFile'
import { earlyBanner, takeEarlyResponse } from './earlyResponses'

function storage(values: Record<string, string>) {
  return { getItem: (key: string) => values[key] ?? null }
}

/** A JSON data block in the page's head, as the build writes them (serving/dataBlock.ts). */
function dataBlock(id: string, value: unknown): HTMLScriptElement {
  const block = document.head.appendChild(document.createElement('script'))
  block.type = 'application/json'
  block.id = id
  block.textContent = JSON.stringify(value)
  return block
}

/** The page's brand block (brand/brandBlock.ts): the demo brand with these fields changed. */
function brandBlock(fields: Partial<BrandFile>): HTMLScriptElement {
  document.getElementById(brandBlockId)?.remove()
  const block = document.head.appendChild(document.createElement('script'))
  block.type = 'application/json'
  block.id = brandBlockId
  block.textContent = encodeBrandBlock({ ...demo, ...fields })
  return block
}

/** Runs index.html's early boot script against a stand-in page, with this brand, and records what it fetched. */
function runEarlyBoot(
  brand: Partial<BrandFile>,
  stored: { lang?: string; token?: string },
  location?: { pathname: string; search: string; href: string; origin: string },
  answer: (url: string) => unknown = () => ({}),
) {
  const fetched: { url: string; headers: Record<string, string>; response: Promise<Response> }[] = []
  const page: Record<string, unknown> = location ? { location } : {}
  const fetch = (url: string, init: { headers: Record<string, string> }) => {
    const response = Promise.resolve(Response.json({ success: true, value: answer(url) }))
    fetched.push({ url, headers: init.headers, response })
    return response
  }
  const local = storage(stored.lang ? { lang: stored.lang } : {})
  const session = storage(stored.token ? { token: stored.token } : {})
  brandBlock(brand)
  new Function('window', 'localStorage', 'sessionStorage', 'fetch', earlyBootScript())(
    page,
    local,
    session,
    fetch,
  )
  return { page, fetched }
}

/** The request the app's own API client makes for the status call with the same stored language and token. */
async function appsOwnStatusCall(context: { language: string; merchant: string; token: string | null }) {
  return appsOwnCall(context, (client) => client.call(endpoints.systemStatus, undefined))
}

async function appsOwnCall(
  context: { language: string; merchant: string; token: string | null },
  call: (client: ReturnType<typeof createApiClient>) => Promise<unknown>,
) {
  let sent: TransportRequest | undefined
  const client = createApiClient({
    transport: async (request) => {
      sent = request
      return { success: false }
    },
    context: () => context,
  })
  await call(client).catch(() => undefined)
  if (!sent) throw new Error('the client sent nothing')
  return sent
}

test('the early status call is the app’s own: same path and headers, the stored language and token included', async () => {
  expect(statusPath).toBe(endpoints.systemStatus.path)
  const { fetched } = runEarlyBoot(
    { merchantCode: 'M9', gateway: 'https://api.example' },
    {
      lang: 'AR',
      token: 'tok-1',
    },
  )
  const own = await appsOwnStatusCall({ language: 'AR', merchant: 'M9', token: 'tok-1' })
  expect(fetched.map(({ url, headers }) => ({ url, headers }))).toEqual([
    { url: `https://api.example${own.path}`, headers: { accept: 'application/json', ...own.headers } },
  ])
})

test('a first visit asks in the brand’s default language, without a token', async () => {
  const { fetched } = runEarlyBoot({ defaultLanguage: 'EN' }, {})
  const own = await appsOwnStatusCall({ language: 'EN', merchant: 'DEMO', token: null })
  expect(fetched.map(({ url, headers }) => ({ url, headers }))).toEqual([
    { url: own.path, headers: { accept: 'application/json', ...own.headers } },
  ])
})

test('the app takes the early response once, by path', () => {
  const { page, fetched } = runEarlyBoot({}, {})
  const take = takeEarlyResponse(page)
  expect(take('/wps/member/info')).toBeUndefined()
  expect(take(statusPath)).toBe(fetched[0]?.response)
  expect(take(statusPath)).toBeUndefined()
})

const home = { pathname: '/', search: '', href: 'https://portal.example/', origin: 'https://portal.example' }

test('a visitor’s announcements are asked early too, as the app’s own call, and taken by the same key', async () => {
  expect(announcementsPathAndQuery.split('?')[0]).toBe(endpoints.announcements.path)
  const { page, fetched } = runEarlyBoot({ defaultLanguage: 'EN' }, {}, home)
  const own = await appsOwnCall({ language: 'EN', merchant: 'DEMO', token: null }, (client) =>
    client.call(endpoints.announcements, announcementsQuery),
  )
  const ownKey = `${own.path}?${new URLSearchParams(own.query as Record<string, string>)}`
  expect(ownKey).toBe(announcementsPathAndQuery)
  expect(fetched[1]).toMatchObject({ url: ownKey, headers: { accept: 'application/json', ...own.headers } })
  expect(takeEarlyResponse(page)(ownKey)).toBe(fetched[1]?.response)
})

test('with a token to restore, the announcements do not go early: they wait for the member', () => {
  const paths = (fetched: { url: string }[]) => fetched.map(({ url }) => url)
  expect(paths(runEarlyBoot({}, { token: 'tok-1' }, home).fetched)).toEqual([
    statusPath,
    memberInfoPath,
    domainRoutePath,
  ])
  expect(paths(runEarlyBoot({}, {}, { ...home, search: '?token=tok-2' }).fetched)).toEqual([
    statusPath,
    memberInfoPath,
    domainRoutePath,
  ])
})

const securityCentre = {
  pathname: '/member/securityCenter',
  search: '',
  href: 'https://portal.example/member/securityCenter',
  origin: 'https://portal.example',
}

test('a member’s details go early with the stored token, as the session’s own call, and answer only that token', async () => {
  expect(memberInfoPath).toBe(endpoints.memberInfo.path)
  const { page, fetched } = runEarlyBoot(
    { defaultLanguage: 'EN' },
    { token: 'tok-1' },
    // A link's token does not replace the live session (the core's rule): the stored one is asked with.
    { ...securityCentre, search: '?token=tok-2' },
  )
  const own = await appsOwnCall({ language: 'EN', merchant: 'DEMO', token: 'tok-1' }, (client) =>
    client.call(endpoints.memberInfo, undefined),
  )
  const early = fetched.find(({ url }) => url === own.path)
  expect(early?.headers).toEqual({ accept: 'application/json', ...own.headers })
  const take = takeEarlyResponse(page)
  expect(take(memberInfoPath, own.headers)).toBe(early?.response)
  expect(take(memberInfoPath, own.headers)).toBeUndefined()
})

test('without a stored session the link’s token is asked with; another token’s call is not answered early', async () => {
  const { page, fetched } = runEarlyBoot({}, {}, { ...securityCentre, search: '?lang=EN&token=tok-2' })
  expect(fetched.find(({ url }) => url === memberInfoPath)?.headers).toMatchObject({
    'X-Session-Token': 'tok-2',
  })
  const other = await appsOwnCall({ language: 'TW', merchant: 'DEMO', token: 'tok-3' }, (client) =>
    client.call(endpoints.memberInfo, undefined),
  )
  const take = takeEarlyResponse(page)
  expect(take(memberInfoPath, other.headers)).toBeUndefined()
  // Refused once, it is gone: the member's own call goes out the normal way.
  expect(take(memberInfoPath, { 'X-Session-Token': 'tok-2' })).toBeUndefined()
})

test('a visitor’s page asks no member details', () => {
  const { fetched } = runEarlyBoot({}, {}, securityCentre)
  expect(fetched.map(({ url }) => url)).not.toContain(memberInfoPath)
})

test('the domain check goes early beside the status call, as the app’s own call, and is taken by its path', async () => {
  expect(domainRoutePath).toBe(endpoints.domainRoute.path)
  const { page, fetched } = runEarlyBoot({ defaultLanguage: 'EN' }, {}, home)
  const own = await appsOwnCall({ language: 'EN', merchant: 'DEMO', token: null }, (client) =>
    client.call(endpoints.domainRoute, undefined),
  )
  expect(own.path).toBe(domainRoutePath)
  expect(fetched[2]).toMatchObject({ url: own.path, headers: { accept: 'application/json', ...own.headers } })
  expect(takeEarlyResponse(page)(domainRoutePath)).toBe(fetched[2]?.response)
})

test('on the home page the first w_home banner is preloaded from the one image host, and left for the placeholder', async () => {
  expect(earlyHomeGroup).toBe(homeBannerGroup)
  const answers = (url: string) =>
    url.startsWith(statusPath)
      ? { info: { imageCDNs: ['https://img.example/art/'] } }
      : {
          banners: [
            { groupName: 'w_login', url: 'x.png' },
            { groupName: 'w_home', url: '/banner/home-1.png' },
          ],
        }
  const { page } = runEarlyBoot({}, {}, home, answers)
  await expect
    .poll(() => earlyBanner(page, homeBannerGroup))
    .toBe('https://img.example/art/banner/home-1.png')
  expect(earlyBanner(page, 'w_login')).toBeUndefined()
  const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.href])
  expect(links).toContainEqual(['preconnect', 'https://img.example/'])
  expect(links).toContainEqual(['preload', 'https://img.example/art/banner/home-1.png'])
  const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][href*="home-1.png"]')
  expect([preload?.as, preload?.fetchPriority]).toEqual(['image', 'high'])
})

test('several image hosts: no preload, as the app picks one of them at random', async () => {
  const answers = (url: string) =>
    url.startsWith(statusPath)
      ? { info: { imageCDNs: ['https://a.example', 'https://b.example'] } }
      : { banners: [{ groupName: 'w_home', url: '/banner/home-2.png' }] }
  const { page } = runEarlyBoot({}, {}, home, answers)
  await expect
    .poll(() => document.head.querySelector('link[rel="preconnect"][href^="https://b.example"]'))
    .not.toBeNull()
  expect(earlyBanner(page, homeBannerGroup)).toBeUndefined()
  expect(document.head.querySelector('link[href*="home-2.png"]')).toBeNull()
})

test('the home banner is painted at once in the boot shell, unless the app has already rendered', async () => {
  const answers = (url: string) =>
    url.startsWith(statusPath)
      ? { info: { imageCDNs: ['https://img.example/'] } }
      : { banners: [{ groupName: 'w_home', url: '/banner/home-3.png' }] }
  const root = document.body.appendChild(document.createElement('div'))
  root.id = 'root'
  try {
    runEarlyBoot({}, {}, home, answers)
    await expect.poll(() => root.querySelector('img')).not.toBeNull()
    expect(root.firstElementChild?.className).toBe('boot-shell')
    expect(root.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
    const banner = root.querySelector<HTMLImageElement>('img.boot-shell-banner')
    expect([banner?.src, banner?.alt, banner?.fetchPriority]).toEqual([
      'https://img.example/banner/home-3.png',
      '',
      'high',
    ])

    root.replaceChildren(document.createElement('main'))
    const { page } = runEarlyBoot({}, {}, home, answers)
    await expect.poll(() => earlyBanner(page, homeBannerGroup)).toBe('https://img.example/banner/home-3.png')
    expect(root.querySelector('.boot-shell')).toBeNull()
  } finally {
    root.remove()
  }
})

test('on the login page its own group’s first banner is preloaded and painted in the brand panel’s shell', async () => {
  expect(pageBannerGroups['/login']).toBe('w_login')
  const answers = (url: string) =>
    url.startsWith(statusPath)
      ? { info: { imageCDNs: ['https://img.example/'] } }
      : {
          banners: [
            { groupName: 'w_home', url: '/banner/home-4.png' },
            { groupName: 'w_login', url: '/banner/login-1.png' },
          ],
        }
  const root = document.body.appendChild(document.createElement('div'))
  root.id = 'root'
  try {
    const login = { ...home, pathname: '/login', href: 'https://portal.example/login' }
    const { page } = runEarlyBoot({}, {}, login, answers)
    await expect.poll(() => earlyBanner(page, 'w_login')).toBe('https://img.example/banner/login-1.png')
    expect(earlyBanner(page, homeBannerGroup)).toBeUndefined()
    expect(document.head.querySelector('link[rel="preload"][href*="login-1.png"]')).not.toBeNull()
    expect(document.head.querySelector('link[href*="home-4.png"]')).toBeNull()
    await expect
      .poll(() =>
        root
          .querySelector('.boot-shell-auth > .boot-shell-brand > .boot-shell-logo + img')
          ?.getAttribute('src'),
      )
      .toBe('https://img.example/banner/login-1.png')

    // A page without a banner of its own preloads none.
    const help = { ...home, pathname: '/help', href: 'https://portal.example/help' }
    const other = runEarlyBoot({}, {}, help, answers)
    await expect.poll(() => other.fetched.length).toBe(3)
    await Promise.all(other.fetched.map(({ response }) => response))
    expect(other.page.__portalEarlyBanner).toBeUndefined()
  } finally {
    root.remove()
  }
})

test('the page’s own files (the build’s table) are asked after the boot calls, by the path’s first two segments or its first', async () => {
  const data = dataBlock(pageChunksId, {
    files: ['/assets/member.js', '/assets/member.css', '/assets/security.js', '/assets/login.js'],
    paths: { '/member': [0, 1], '/member/securityCenter': [0, 2, 1], '/login': [3] },
  })
  const files = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[href*="/assets/"]')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.crossOrigin,
    ])
  const restore = filesLoadQuietly()
  const open = (pathname: string) => {
    for (const link of document.head.querySelectorAll('link[href*="/assets/"]')) link.remove()
    runEarlyBoot({}, { token: 'tok-3' }, { ...home, pathname, href: `https://portal.example${pathname}` })
  }
  try {
    open('/member/securityCenter')
    await expect.poll(() => files().length).toBe(3)
    // The page's styles go in as stylesheets: the router's import of the page then has nothing to wait for.
    expect(files()).toEqual([
      ['modulepreload', '/assets/member.js', ''],
      ['modulepreload', '/assets/security.js', ''],
      ['stylesheet', '/assets/member.css', ''],
    ])
    open('/member/profile')
    await expect.poll(() => files().length).toBe(2)
    expect(files()).toEqual([
      ['modulepreload', '/assets/member.js', ''],
      ['stylesheet', '/assets/member.css', ''],
    ])
  } finally {
    restore()
    data.remove()
  }
})

/**
 * happy-dom loads no script or style file: it is to say so by a load event, not by an error on the console.
 * Returns what puts its setting back.
 */
function filesLoadQuietly(): () => void {
  const settings = (window as unknown as { happyDOM: { settings: Record<string, unknown> } }).happyDOM
    .settings
  const asSuccess = settings.handleDisabledFileLoadingAsSuccess
  settings.handleDisabledFileLoadingAsSuccess = true
  return () => {
    settings.handleDisabledFileLoadingAsSuccess = asSuccess
  }
}

test('the app’s scripts and its catalog are asked once the shell’s banner is on the page, at once on a page without a shell', async () => {
  const list = dataBlock(appScriptsId, {
    scripts: ['/assets/runtime.js', '/assets/app.js'],
    catalogs: { TW: '/assets/zh-Hant.js', AR: '/assets/ar.js' },
    preloads: ['/assets/ky.js'],
  })
  const root = document.body.appendChild(document.createElement('div'))
  root.id = 'root'
  const asked = () =>
    [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => [
      script.getAttribute('src'),
      script.crossOrigin,
    ])
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    )
  const answers = (url: string) =>
    url.startsWith(statusPath)
      ? { info: { imageCDNs: ['https://img.example/'] } }
      : { banners: [{ groupName: 'w_home', url: '/banner/home-5.png' }] }
  // Another test's page files may still be in the head.
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove()
  const restore = filesLoadQuietly()
  try {
    runEarlyBoot({}, {}, home, answers)
    expect(asked()).toEqual([])
    await expect.poll(() => asked().length).toBe(2)
    expect(root.querySelector('.boot-shell img')?.getAttribute('src')).toBe(
      'https://img.example/banner/home-5.png',
    )
    expect(asked()).toEqual([
      ['/assets/runtime.js', ''],
      ['/assets/app.js', ''],
    ])
    // The build's default language (zh-Hant) when none is stored.
    expect(preloads()).toEqual(['/assets/zh-Hant.js', '/assets/ky.js'])

    for (const script of document.head.querySelectorAll('script[type="module"]')) script.remove()
    root.replaceChildren()
    const member = {
      ...home,
      pathname: '/member/securityCenter',
      href: 'https://portal.example/member/securityCenter',
    }
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove()
    runEarlyBoot({}, { token: 'tok-4', lang: 'ar' }, member)
    expect(asked().map(([source]) => source)).toEqual(['/assets/runtime.js', '/assets/app.js'])
    expect(preloads()).toEqual(['/assets/ar.js', '/assets/ky.js'])
  } finally {
    restore()
    for (const script of document.head.querySelectorAll('script[type="module"]')) script.remove()
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove()
    list.remove()
    root.remove()
  }
})

test('on promotions the boot shell draws the banner across the whole width', async () => {
  expect(bootShells['/promotions']).toBe('wide')
  const answers = (url: string) =>
    url.startsWith(statusPath)
      ? { info: { imageCDNs: ['https://img.example/'] } }
      : { banners: [{ groupName: 'promotions', url: '/banner/promotions-1.png' }] }
  const root = document.body.appendChild(document.createElement('div'))
  root.id = 'root'
  try {
    const promotions = { ...home, pathname: '/promotions', href: 'https://portal.example/promotions' }
    runEarlyBoot({}, {}, promotions, answers)
    await expect
      .poll(() => root.querySelector('img.boot-shell-banner')?.getAttribute('src'))
      .toBe('https://img.example/banner/promotions-1.png')
    expect(root.querySelector('.boot-shell-page')?.className).toBe('boot-shell-page boot-shell-wide')
  } finally {
    root.remove()
  }
})

const bootStatus = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: '198.51.100.4' },
  info: { resources: [], whitelabelVal: [], imageCDNs: [], launchGameCDNs: [] },
}

/** The token the core's session asks the member's details with first, given a stored token and a link's. */
async function sessionsFirstToken(stored: string | null, link: string | null): Promise<string | null> {
  const asked: (string | null)[] = []
  const portal = createPortal({
    brand: defaultBrand,
    transport: async ({ endpoint, headers }) => {
      if (endpoint === 'memberInfo') asked.push(headers[headerNames.token] ?? null)
      return endpoint === 'systemStatus'
        ? { success: true, message: '', value: bootStatus }
        : { success: false, code: 'unauthorized', message: 'token expired' }
    },
    sessionStore: memoryStore(stored ? { token: stored } : {}),
    localStore: memoryStore(),
    urlToken: link,
  })
  portal.actor.start()
  await waitForActor(portal.actor, (snapshot) => snapshot.matches('running'))
  // The session has asked, or settled without asking (nobody to restore).
  const session = portal.session()
  if (session) await waitForActor(session, (snapshot) => asked.length > 0 || snapshot.matches('anonymous'))
  portal.stop()
  return asked[0] ?? null
}

test.each([
  [null, null],
  ['tok-1', null],
  [null, 'tok-2'],
  ['tok-1', 'tok-2'],
  ['tok-1', 'tok-1'],
])('the early member details follow the core’s token rule (stored %s, link %s)', async (stored, link) => {
  const { fetched } = runEarlyBoot({}, stored ? { token: stored } : {}, {
    ...securityCentre,
    search: link ? `?token=${link}` : '',
  })
  const early = fetched.find(({ url }) => url === memberInfoPath)?.headers[headerNames.token] ?? null
  expect(early).toBe(await sessionsFirstToken(stored, link))
})
