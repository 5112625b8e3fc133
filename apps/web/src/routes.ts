import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Layout } from './layouts/SiteLayout/SiteLayout'
import HomePage from './pages/home/HomePage'
import type { PageModule, PageRoute } from './pages/pageTypes'

/**
 * Page groups (spec §2): each is a chunk downloaded on first visit. Home ships with the app shell because it
 * is the landing page; download gets its own chunk for its QR-code library.
 */
export const pageGroups = {
  home: () => Promise.resolve({ default: HomePage }),
  agentAccount: () => import('./pages/agentCentre/AgentCentrePage'),
  changePassword: () => import('./pages/changePassword/ChangePasswordPage'),
  download: () => import('./pages/download/DownloadPage'),
  forgotPassword: () => import('./pages/forgotPassword/ForgotPasswordPage'),
  gameCentre: () => import('./pages/gameCentre/GameCentrePage'),
  gameListCenter: () => import('./pages/gameListCenter/GameListCenterPage'),
  join: () => import('./pages/join/JoinPage'),
  login: () => import('./pages/login/LoginPage'),
  lottery: () => import('./pages/lottery/LotteryPage'),
  memberCentre: () => import('./pages/memberCentre/MemberCentrePage'),
  pointsMall: () => import('./pages/pointsMall/PointsMallPage'),
  promotions: () => import('./pages/promotions/PromotionsPage'),
  register: () => import('./pages/register/RegisterPage'),
  seamless: () => import('./pages/seamless/SeamlessPage'),
  sponsor: () => import('./pages/sponsor/SponsorPage'),
  winners: () => import('./pages/winners/WinnersPage'),
  notFound: () => import('./pages/notFound/NotFoundPage'),
} satisfies Record<string, () => Promise<PageModule>>

export type PageGroup = keyof typeof pageGroups

/** A row of the route table, with this table's page groups. */
export type AppRoute = PageRoute<PageGroup>

const chrome: Layout = { header: true, footer: true, sideMenu: false }
const fullChrome: Layout = { header: true, footer: true, sideMenu: true }
const bare: Layout = { header: false, footer: false, sideMenu: false }

type RouteRow = Pick<AppRoute, 'name' | 'paths' | 'group' | 'title'> & Partial<AppRoute>

/** A row of the spec's table; unmentioned flags are the common case: header and footer, open to all. */
function route(row: RouteRow): AppRoute {
  return { layout: chrome, requiresAuth: false, area: null, gamePage: false, ...row }
}

function gameCentre(name: string, gameType: string, title: MessageDescriptor): AppRoute {
  return route({ name, paths: [`/${name}`], group: 'gameCentre', title, gameType })
}

const gameListCenterPattern = '/gameListCenter/:vassalage/:gameType'

const lotteryTitles = {
  lottery: msg`Lottery`,
  seaLottery: msg`Sea lottery`,
  vnLottery: msg`Vietnamese lottery`,
}

/** The spec's path table (§2), in its order. */
export const routes: readonly AppRoute[] = [
  route({
    name: 'home',
    paths: ['/', '/index', '/index.html', '/home'],
    group: 'home',
    title: msg`Home`,
    layout: fullChrome,
  }),
  route({ name: 'login', paths: ['/login'], group: 'login', title: msg`Log in`, layout: bare }),
  route({ name: 'register', paths: ['/register'], group: 'register', title: msg`Register`, layout: bare }),
  route({
    name: 'forgotPassword',
    paths: ['/forgotPassword'],
    group: 'forgotPassword',
    title: msg`Forgot password`,
    layout: bare,
  }),
  route({
    name: 'changePassword',
    paths: ['/changePassword'],
    group: 'changePassword',
    title: msg`Change password`,
    layout: bare,
  }),
  route({
    name: 'agentHome',
    paths: ['/agentHome', '/agentHome/:page'],
    group: 'agentAccount',
    title: msg`Agent centre`,
    layout: fullChrome,
    requiresAuth: true,
    area: 'agent',
  }),
  // The member centre sends a visitor to /login itself, with the page asked for as ?next= (requiresAuth would
  // lose it); trial accounts are still kept out by the guard, which reads `area`.
  route({
    name: 'member',
    paths: ['/member', '/member/:page'],
    group: 'memberCentre',
    title: msg`Member centre`,
    layout: fullChrome,
    area: 'member',
  }),
  route({ name: 'down', paths: ['/down'], group: 'download', title: msg`App download` }),
  // The spec names a winners board screen but no path for it: /winners is ours.
  route({ name: 'winners', paths: ['/winners'], group: 'winners', title: msg`Winners board` }),
  // The help centre is a modal over the home page; the route only carries the optional #anchor.
  route({ name: 'help', paths: ['/help'], group: 'home', title: msg`Help centre`, layout: fullChrome }),
  gameCentre('fish', 'FISH', msg`Fishing`),
  route({
    name: 'join',
    paths: ['/join'],
    group: 'join',
    title: msg`Join us`,
    layout: { header: true, footer: false, sideMenu: false },
  }),
  gameCentre('live', 'LIVE', msg`Live casino`),
  gameCentre('pvp', 'PVP', msg`Card games`),
  gameCentre('sports', 'SPORTS', msg`Sports`),
  gameCentre('esports', 'ESPORTS', msg`Esports`),
  route({
    name: 'rng',
    paths: ['/rng'],
    group: 'gameListCenter',
    title: msg`Slots`,
    layout: fullChrome,
    gamePage: true,
    gameType: 'RNG',
  }),
  route({
    name: 'gameListCenter',
    paths: [gameListCenterPattern],
    group: 'gameListCenter',
    title: msg`Slots`,
    layout: fullChrome,
    gamePage: true,
    gameType: 'RNG',
  }),
  ...(['lottery', 'seaLottery', 'vnLottery'] as const).map((name) =>
    route({
      name,
      paths: [`/${name}`],
      group: 'lottery',
      title: lotteryTitles[name],
      requiresAuth: true,
      gamePage: true,
      gameType: 'LOTT',
    }),
  ),
  route({
    name: 'promotions',
    paths: ['/promotions', '/promotions/:id'],
    group: 'promotions',
    title: msg`Promotions`,
  }),
  route({ name: 'pointMall', paths: ['/pointMall'], group: 'pointsMall', title: msg`Points mall` }),
  route({ name: 'seamless', paths: ['/seamless'], group: 'seamless', title: msg`Game`, gamePage: true }),
  ...[1, 2, 3].map((n) =>
    route({
      name: `sponsor${n}`,
      paths: [`/sponsor${n}`],
      group: 'sponsor',
      title: msg`Sponsorship`,
      layout: { header: false, footer: true, sideMenu: false },
    }),
  ),
  gameCentre('hot', 'HOT', msg`Hot games`),
  // In-house games are listed like slots (spec §2: "/inHouse is treated as RNG").
  route({
    name: 'inHouse',
    paths: ['/inHouse'],
    group: 'gameListCenter',
    title: msg`In-house games`,
    layout: fullChrome,
    gamePage: true,
    gameType: 'RNG',
  }),
  gameCentre('cockfight', 'COCKFIGHT', msg`Cockfighting`),
  gameCentre('lott', 'LOTT', msg`Lottery`),
  gameCentre('elott', 'ELOTT', msg`Lottery`),
]

export const notFoundRoute: AppRoute = route({
  name: 'notFound',
  paths: [],
  group: 'notFound',
  title: msg`Page not found`,
})
