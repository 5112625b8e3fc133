import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { artRoutes } from './art/routes'
import { chatRoutes } from './chat/page'
import { faultInjection } from './dev/faults'
import { inboxDevRoutes } from './dev/inbox'
import { devSurface } from './dev/surface'
import { notFound, reply, serverError } from './envelope'
import { accountHandlers } from './handlers/account'
import { contentHandlers } from './handlers/content'
import { contractHandlers } from './handlers/contracts'
import { gameHandlers } from './handlers/games'
import { lotteryHandlers } from './handlers/lottery'
import { memberHandlers } from './handlers/member'
import { deviceHandlers, memberCentreHandlers, referralHandlers } from './handlers/member-centre'
import { pointHandlers } from './handlers/points'
import { promotionHandlers } from './handlers/promotions'
import { sessionHandlers } from './handlers/session'
import { settingsHandlers } from './handlers/settings'
import { systemHandlers } from './handlers/system'
import { verificationHandlers } from './handlers/verification'
import { trackSessionActivity } from './member-centre/activity'
import { playRoutes } from './play/routes'
import { createRouter } from './route'
import { createStore, type Store, type StoreOptions } from './store'

export interface Simulator {
  /** The back end as a fetch handler: give it to ky in-process, or serve it over HTTP with `listen`. */
  fetch: (request: Request) => Promise<Response>
  app: Hono
  /** The in-memory world, for tests that arrange or inspect it directly. */
  store: Store
}

export type SimulatorOptions = StoreOptions

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const store = createStore(options)
  const app = new Hono()

  // Any page may call it directly (Storybook against `pnpm start`, a tool on another port): it is a dev server.
  app.use(cors())
  app.use(faultInjection(store))
  app.use(trackSessionActivity(store))
  devSurface(app, store)
  inboxDevRoutes(app, store)
  artRoutes(app, store)
  playRoutes(app, store)
  chatRoutes(app)

  const handle = createRouter(app, store)
  systemHandlers(handle)
  sessionHandlers(handle)
  memberHandlers(handle)
  memberCentreHandlers(handle)
  deviceHandlers(handle)
  referralHandlers(handle)
  verificationHandlers(handle)
  settingsHandlers(handle)
  accountHandlers(handle)
  gameHandlers(handle)
  contentHandlers(handle)
  pointHandlers(handle)
  lotteryHandlers(handle)
  contractHandlers(handle)
  promotionHandlers(handle)

  app.notFound((c) => reply(c, notFound(`No such call: ${c.req.method} ${c.req.path}`)))
  app.onError((error, c) => reply(c, serverError(`Simulator error: ${error.message}`)))

  return { app, store, fetch: async (request) => app.fetch(request) }
}
