/**
 * The routes outside the member and agent centres, for the walks through the app (site-walk.spec.ts, the memory
 * walk). The category targets (/hot, /cockfight, /lott, /elott…) are the game centre's page again. The centres'
 * pages are read from their menus in the running app, so a page added to a centre is walked without a list here.
 */
export const publicRoutes = [
  '/',
  '/live',
  '/rng',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/hot',
  '/cockfight',
  '/lott',
  '/elott',
  '/inHouse',
  '/promotions',
  '/pointMall',
  '/join',
  '/down',
  '/winners',
  '/sponsor1',
  '/help',
]
/** The sign-in pages (no site header). */
export const authRoutes = ['/login', '/register', '/forgotPassword']
/** A member's only: the lottery pages. */
export const memberRoutes = ['/lottery', '/vnLottery', '/seaLottery']
