import { Hono } from 'hono'
import { artRoutes } from './art/routes'
import { brokerAuthRoutes } from './broker/auth'
import { brokerPublisher } from './broker/contract'
import { depositChatRoutes } from './chat/deposit-room'
import { chatRoutes } from './chat/page'
import { allowOrigins } from './cors/allowOrigins'
import { devContracts } from './dev/contracts'
import { faultInjection } from './dev/faults'
import { hostileContentSurface } from './dev/hostile-content'
import { identityDevRoutes } from './dev/identity'
import { inboxDevRoutes } from './dev/inbox'
import { devLedger } from './dev/ledger'
import { mailDevRoutes } from './dev/mail'
import { memberPromotionDevRoutes } from './dev/member-promotions'
import { devPoints } from './dev/points'
import { realtimeDevSurface } from './dev/realtime'
import { devSessions } from './dev/sessions'
import { devSurface } from './dev/surface'
import { devWallets } from './dev/wallets'
import { devWithdraw } from './dev/withdraw'
import { refuseDotSegments } from './dot-segments'
import { notFound, reply, serverError } from './envelope'
import { accountHandlers } from './handlers/account'
import { accountRecoveryHandlers } from './handlers/account-recovery'
import { achievementHandlers } from './handlers/achievements'
import { agentAnnouncementHandlers } from './handlers/agent-announcements'
import { agentMoneyHandlers } from './handlers/agent-money'
import { agentOpenHandlers } from './handlers/agent-open'
import { agentReportHandlers } from './handlers/agent-reports'
import { contentHandlers } from './handlers/content'
import { contractHandlers } from './handlers/contracts'
import { depositHandlers } from './handlers/deposit'
import { depositOrderHandlers } from './handlers/deposit-order'
import { gameHandlers } from './handlers/games'
import { identityHandlers } from './handlers/identity'
import { lotteryHandlers } from './handlers/lottery'
import { mailHandlers } from './handlers/mail'
import { memberHandlers } from './handlers/member'
import { deviceHandlers, memberCentreHandlers, referralHandlers } from './handlers/member-centre'
import { memberPromotionHandlers } from './handlers/member-promotions'
import { missionMilestoneHandlers } from './handlers/mission-milestones'
import { mrSalaryHandlers } from './handlers/mr-salary'
import { pointHandlers } from './handlers/points'
import { prizeWheelHandlers } from './handlers/prize-wheel'
import { promoCodeHandlers } from './handlers/promo-codes'
import { promotionHandlers } from './handlers/promotions'
import { recordHandlers } from './handlers/records'
import { referralReportHandlers } from './handlers/referral-reports'
import { saferGamblingHandlers } from './handlers/safer-gambling'
import { securityHandlers } from './handlers/security'
import { sessionHandlers } from './handlers/session'
import { settingsHandlers } from './handlers/settings'
import { sportsHandlers } from './handlers/sports'
import { systemHandlers } from './handlers/system'
import { teamHandlers } from './handlers/team'
import { verificationHandlers } from './handlers/verification'
import { vipHandlers } from './handlers/vip'
import { walletHandlers } from './handlers/wallets'
import { withdrawHandlers } from './handlers/withdraw'
import { withdrawAccountHandlers } from './handlers/withdraw-accounts'
import { devWithdrawMethods, withdrawMethodHandlers } from './handlers/withdraw-methods'
import { withdrawReportHandlers } from './handlers/withdraw-report'
import { trackSessionActivity } from './member-centre/activity'
import type { NodeBindings } from './node-bindings'
import { playRoutes } from './play/routes'
import { devPromotions } from './promotions/dev'
import { watchPromotions } from './promotions/progress'
import { createRealtimeHub, type RealtimeHub } from './realtime/hub'
import { realtimeWatch, settledMessage } from './realtime/watch'
import { createRouter } from './route'
import { devSports } from './sports/dev'
import { createSportsFeed, type SportsFeed } from './sports/feed'
import { createStore, type Store, type StoreOptions } from './store'
import { watchVip } from './vip/rank'

export interface Simulator {
  /**
   * The back end as a fetch handler: give it to ky in-process, or serve it over HTTP with `listen`, which passes
   * the Node connection as `env` (the dev surface checks where a request comes from; a dropped-connection fault
   * closes the socket).
   */
  fetch: (request: Request, env?: NodeBindings) => Promise<Response>
  app: Hono
  /** The in-memory world, for tests that arrange or inspect it directly. */
  store: Store
  /** The real-time channel's hub: `listen` serves it as STOMP over WebSocket on the same port. */
  realtime: RealtimeHub
  /** Live sports: `listen` ticks it, so goals and minutes reach the public topic as the clock runs. */
  sports: SportsFeed
  /** The broker's AMQP URL when member events also go out through one: `listen` connects and publishes. */
  broker: string | undefined
}

export interface SimulatorOptions extends StoreOptions {
  /**
   * `amqp://user:password@host:port/vhost` of a RabbitMQ broker (docs/realtime-broker.md): member events are
   * published to it as well, and the simulator answers its auth checks under `/broker/auth`, letting these
   * credentials publish and each member read their own topic. The in-process hub keeps serving `/ws`.
   */
  broker?: string
  /** Page origins allowed to call it from the browser (CORS), for a brand whose gateway is this server. */
  allowOrigins?: readonly string[]
}

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const store = createStore(options)
  const app = new Hono()
  const realtime = createRealtimeHub(store)
  const sports = createSportsFeed(store, realtime)
  app.use(refuseDotSegments)
  // First: no fault injected for the portal's calls, no session tracking, may reach the broker's checks.
  brokerAuthRoutes(app, store, options.broker ? brokerPublisher(options.broker) : null)

  // CORS only for the origins given, and never for the dev surface: it exposes tokens and passwords, so no page of
  // another origin may read its answers. The quick start's portal reaches the API through its own server's proxy.
  allowOrigins(app, options.allowOrigins ?? [])
  app.use(faultInjection(store))
  app.use(realtimeWatch(store, realtime))
  // The store's listeners outlive a reset of the world, as the hub does: one subscription for the visit.
  store.ledgerEvents.onSettled((event) =>
    realtime.publish(event.customerId, settledMessage(event, store.now())),
  )
  // However a session ends, its sockets hear why and close, and the games it opened end.
  store.sessionEvents.onEnded((token, _account, why) => {
    realtime.revoke(token, why)
    for (const [id, launch] of store.state.launches)
      if (launch.token === token) store.state.launches.delete(id)
  })
  watchPromotions(store)
  watchVip(store)
  devSurface(app, store)
  hostileContentSurface(app, store)
  realtimeDevSurface(app, store, realtime)
  devLedger(app, store)
  devPromotions(app, store)
  devContracts(app, store)
  devWallets(app, store)
  devWithdraw(app, store, (customerId, message) => realtime.publish(customerId, message))
  devWithdrawMethods(app, store)
  devPoints(app, store, (customerId, message) => realtime.publish(customerId, message))
  devSessions(app, store)
  app.use(trackSessionActivity(store))
  inboxDevRoutes(app, store)
  mailDevRoutes(app, store)
  identityDevRoutes(app, store)
  memberPromotionDevRoutes(app, store)
  artRoutes(app, store)
  playRoutes(app, store)
  chatRoutes(app)
  depositChatRoutes(app, store)
  devSports(app, sports)

  const handle = createRouter(app, store)
  systemHandlers(handle)
  sessionHandlers(handle)
  memberHandlers(handle)
  walletHandlers(handle)
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
  contractHandlers(handle, (customerId, message) => realtime.publish(customerId, message))
  promotionHandlers(handle)
  saferGamblingHandlers(handle)
  teamHandlers(handle)
  agentReportHandlers(handle)
  depositHandlers(handle, (customerId, message) => realtime.publish(customerId, message))
  withdrawHandlers(handle, (customerId, message) => realtime.publish(customerId, message))
  withdrawAccountHandlers(handle)
  withdrawReportHandlers(handle, (customerId, message) => realtime.publish(customerId, message))
  withdrawMethodHandlers(handle)
  recordHandlers(handle)
  agentMoneyHandlers(handle, (customerId, message) => realtime.publish(customerId, message))
  sportsHandlers(handle, sports)
  agentOpenHandlers(handle)
  agentAnnouncementHandlers(handle)
  mrSalaryHandlers(handle)
  mailHandlers(handle)
  vipHandlers(handle)
  missionMilestoneHandlers(handle)
  prizeWheelHandlers(handle)
  achievementHandlers(handle)
  promoCodeHandlers(handle)
  securityHandlers(handle)
  identityHandlers(handle)
  depositOrderHandlers(handle)
  memberPromotionHandlers(handle)
  referralReportHandlers(handle)
  accountRecoveryHandlers(handle)

  app.notFound((c) => reply(c, notFound(`No such call: ${c.req.method} ${c.req.path}`)))
  app.onError((error, c) => reply(c, serverError(`Simulator error: ${error.message}`)))

  return {
    app,
    store,
    realtime,
    sports,
    broker: options.broker,
    fetch: async (request, env) => app.fetch(request, env),
  }
}
