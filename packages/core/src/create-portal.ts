import {
  type Actor,
  type ActorOptions,
  type ActorRefFrom,
  createActor,
  fromCallback,
  fromPromise,
  type InspectionEvent,
  type Subscription,
} from 'xstate'
import { type ApiClient, createApiClient } from './api/client'
import type { HybridEncryptor } from './api/encryption'
import { domainRoute, logout, memberInfo, systemStatus, updateLanguage } from './api/endpoints'
import { ApiError } from './api/errors'
import type { Transport } from './api/transport'
import { BootError } from './awaitable/boot-error'
import type { BrandConfig } from './config/brand'
import { unknownPageOrigin } from './domain/page-origin'
import type { WhitelabelFlags } from './domain/whitelabel'
import { createMemberEvents, type MemberEvents } from './events/member-events'
import { portalMachine } from './flows/portal/portal.machine'
import { sessionMachine } from './flows/session/session.machine'
import { storageKeys } from './flows/shared/storage-keys'
import type {
  BotCheck,
  CookieJar,
  Encryptor,
  KeyValueStore,
  PhoneAuth,
  RandomSource,
  RealtimeChannel,
} from './ports'
import { noBotCheck } from './ports/defaults'
import { memoryCookieJar } from './ports/memory'
import { liveActorCount } from './registry/live-actors'
import { createFlowRegistry, type FlowRegistry } from './registry/registry'

export interface PortalOptions {
  brand: BrandConfig
  transport: Transport
  /** Session storage in a browser: the token lives here and dies with the tab. */
  sessionStore: KeyValueStore
  /** Local storage in a browser: the language choice lives here. */
  localStore: KeyValueStore
  /** Encrypts the E calls; defaults to the hybrid encryptor with the server's public key. */
  encryptor?: Encryptor
  /** Document cookies in a browser: remember-me keeps the username (never the password) here. */
  cookies?: CookieJar
  /** The bot-verification provider before non-SMS logins and registration; none by default. */
  botCheck?: BotCheck
  /** The phone-authentication service; when given, registration sends and confirms its SMS codes through it. */
  phoneAuth?: PhoneAuth
  /** The real-time channel (STOMP over WebSocket in a browser); without it the session works without pushes. */
  realtime?: RealtimeChannel
  /**
   * Token given in the page's URL, if any. The caller removes it from the address bar before anything renders;
   * the session takes it only when no session is live, else asks the member to confirm switching accounts.
   */
  urlToken?: string | null
  /** Random picks (CDN hosts, the free-play secret, cache-busters); `Math.random` by default. */
  random?: RandomSource
  /**
   * The origin the pages are served from (`location.origin`): decides which frames may open and how they are
   * sandboxed (`frameUrl`, `frameSandbox`). Without it the portal is taken to be on https: the strict rules, and a
   * launch of an `http:` address (a simulator in development) fails with `page_origin_missing`, naming the cause.
   */
  pageOrigin?: string
  /** XState inspection (the Stately inspector, or a logger). */
  inspect?: (event: InspectionEvent) => void
  /** A SimulatedClock in tests. */
  clock?: ActorOptions<typeof portalMachine>['clock']
  /** The portal's wall clock, epoch ms (`Date.now` by default): what "today" of a date range counts from. */
  now?: () => number
}

export type PortalActor = Actor<typeof portalMachine>
export type SessionActor = ActorRefFrom<typeof sessionMachine>

export interface Portal {
  actor: PortalActor
  api: ApiClient
  brand: BrandConfig
  /** The session actor, once boot has reached normal status. */
  session(): SessionActor | undefined
  /**
   * The owner of every shared, long-lived flow (login, launcher, announcements, catalogue, and the signed-in
   * member's favourites, wallet, inbox…): `portal.flows.get(favouritesFlow)`. Nothing else creates them.
   */
  flows: FlowRegistry
  /**
   * The signed-in member's events: what a flow announces (`money.moved`, `messages.changed`, `member.resync`)
   * and the owner of each fact listens to. Listeners are dropped when the member signs out or changes.
   */
  events: MemberEvents
  /** Stops the shared flows and the portal's actor: the end of the visit. */
  stop(): void
  /**
   * How many of the portal's actors are alive: started and not yet stopped, finished or failed. Every actor built
   * with `deps.actorOptions` counts (the portal, its session, shared and screen flows), with whatever it invokes or
   * spawns. The memory test checks that it returns to its baseline after a visit (docs/architecture.md).
   */
  liveActors(): number
  /**
   * What the sign-in flows' factories (`createLogin(portal)`, …) bind their machines to. They live with their
   * flows, so a page that never shows a form never loads its machine.
   */
  deps: FlowDeps
}

export interface FlowDeps {
  api: ApiClient
  session: () => SessionActor | undefined
  /** The member's events port (see `Portal.events`). */
  events: MemberEvents
  cookies: CookieJar
  botCheck: BotCheck
  phoneAuth?: PhoneAuth
  sessionStore: KeyValueStore
  localStore: KeyValueStore
  random: RandomSource
  /** The real-time channel the realtime flow owns; absent when the front end gave none. */
  realtime?: RealtimeChannel
  /** RSA alone, for short secrets such as the free-play `Encryption` field (spec §3). */
  encryptText: Encryptor['encryptText']
  /** The white-label flags; throws before boot has reached normal status. */
  flags: () => WhitelabelFlags
  /** The language in force (a product code). */
  language: () => string
  /** The image and game-launch CDN hosts of the status call; empty before boot. */
  cdns: () => { image: readonly string[]; launch: readonly string[] }
  /** The origin the pages are served from (see `PortalOptions.pageOrigin`). */
  pageOrigin: string
  /** Every actor of the portal shares the inspector and the clock. */
  actorOptions: Pick<ActorOptions<typeof portalMachine>, 'inspect' | 'clock'>
  /** The portal's wall clock (see `PortalOptions.now`). */
  now: () => number
}

/**
 * The hybrid encryptor, loaded with the first encrypted call (a sign-in, a registration): a visitor who only
 * looks around never downloads it. A failed load is not kept, so the next call tries again.
 */
function loadedEncryptor(client: () => ApiClient): Encryptor {
  let loading: Promise<HybridEncryptor> | undefined
  const load = () =>
    (loading ??= import('./api/encryption').then(
      ({ createHybridEncryptor, publicKeyFromClient }) =>
        createHybridEncryptor({ getPublicKey: publicKeyFromClient(client) }),
      // The download failed (offline): a network failure of the call, which the member can retry.
      (cause: unknown) => {
        loading = undefined
        throw new ApiError({ kind: 'network', endpoint: 'rsaPublicKey' }, { cause })
      },
    ))
  return {
    encrypt: async (plaintext, signal) => (await load()).encrypt(plaintext, signal),
    encryptText: async (text, signal) => (await load()).encryptText(text, signal),
  }
}

/**
 * The composition root: binds the machines to the API and the stores the caller gives. Any front end (the web
 * app, a terminal runner, a test) builds its portal here and only then starts `portal.actor`.
 */
export function createPortal(options: PortalOptions): Portal {
  const { brand, sessionStore, localStore } = options
  for (const store of [sessionStore, localStore]) store.set(storageKeys.merchantCode, brand.merchantCode)

  const session = (): SessionActor | undefined =>
    actor.getSnapshot().children.session as SessionActor | undefined

  const encryptor = options.encryptor ?? loadedEncryptor(() => api)
  const api = createApiClient({
    transport: options.transport,
    encryptor,
    context: () => ({
      token: sessionStore.get(storageKeys.token),
      language: localStore.get(storageKeys.language) ?? brand.defaultLanguage,
      merchant: brand.merchantCode,
    }),
    onUnauthorized: (_endpoint, token, code) =>
      session()?.send({ type: 'session.expired', token, ...(code ? { code } : {}) }),
    onPasswordChangeRequired: (reason, token) =>
      session()?.send({ type: 'session.passwordChangeRequired', reason, token }),
  })

  const logic = portalMachine.provide({
    actors: {
      loadStatus: fromPromise(({ signal }) => api.call(systemStatus, undefined, { signal })),
      checkDomain: fromPromise(({ signal }) => api.call(domainRoute, undefined, { signal })),
      // The server only records the preference: a failure is not the user's problem.
      tellServerLanguage: fromPromise(({ input, signal }) =>
        api.call(updateLanguage, { language: input.language }, { signal }).catch(() => undefined),
      ),
      session: sessionMachine.provide({
        actors: {
          loadMember: fromPromise(async ({ signal }) => {
            // On the session's very first step (a token restored or given in the URL) XState starts this actor
            // before it runs the step's actions, persistToken among them: wait one tick for the token.
            await Promise.resolve()
            return api.call(memberInfo, undefined, { signal })
          }),
          peekOffered: fromPromise(({ input, signal }) =>
            api.call(memberInfo, undefined, { signal, token: input.token }),
          ),
          logout: fromPromise(({ signal }) => api.call(logout, undefined, { signal })),
          followMember: fromCallback(({ sendBack }) =>
            events.listen(['member.changed'], () => sendBack({ type: 'session.reload' })),
          ),
        },
        actions: {
          persistToken: (_, { token }) => sessionStore.set(storageKeys.token, token),
          clearStoredSession: () => sessionStore.clear([storageKeys.merchantCode]),
        },
      }),
    },
    actions: {
      persistLanguage: (_, { language }) => {
        const previous = localStore.get(storageKeys.language)
        if (previous && previous !== language) localStore.set(storageKeys.previousLanguage, previous)
        localStore.set(storageKeys.language, language)
      },
    },
  })

  // The count observes every actor of the portal (a root's inspector reaches its whole system); a caller's own
  // inspector sees the same events after it.
  const actors = liveActorCount()
  const { inspect } = options
  const actorOptions = {
    inspect: inspect
      ? (event: InspectionEvent) => {
          actors.inspect(event)
          inspect(event)
        }
      : actors.inspect,
    ...(options.clock ? { clock: options.clock } : {}),
  }
  const actor = createActor(logic, {
    input: {
      language: localStore.get(storageKeys.language) ?? brand.defaultLanguage,
      urlToken: options.urlToken ?? null,
      storedToken: sessionStore.get(storageKeys.token),
    },
    ...actorOptions,
  })

  function flags(): WhitelabelFlags {
    const { flags } = actor.getSnapshot().context
    // A typed refusal naming the remedy: the flows that need the flags are asked for after `whenBooted`.
    if (!flags) throw new BootError('boot_not_ready')
    return flags
  }

  const flows = createFlowRegistry({ portal: () => portal, watchMember })
  const events = createMemberEvents(flows)
  const deps: FlowDeps = {
    api,
    session,
    events,
    cookies: options.cookies ?? memoryCookieJar(),
    botCheck: options.botCheck ?? noBotCheck,
    ...(options.phoneAuth ? { phoneAuth: options.phoneAuth } : {}),
    ...(options.realtime ? { realtime: options.realtime } : {}),
    sessionStore,
    localStore,
    random: options.random ?? Math.random,
    encryptText: encryptor.encryptText,
    flags,
    language: () => actor.getSnapshot().context.language,
    cdns: () => {
      const info = actor.getSnapshot().context.status?.info
      // The brand's own hosts stand in only where the platform names none.
      const image = info?.imageCDNs?.length ? info.imageCDNs : (brand.imageCdns ?? [])
      const launch = info?.launchGameCDNs?.length ? info.launchGameCDNs : (brand.launchCdns ?? [])
      return { image, launch }
    },
    pageOrigin: options.pageOrigin ?? unknownPageOrigin,
    actorOptions,
    now: options.now ?? Date.now,
  }
  const portal: Portal = {
    actor,
    api,
    brand,
    session,
    deps,
    flows,
    events,
    stop() {
      flows.stop()
      events.stop()
      actor.stop()
    },
    liveActors: actors.count,
  }
  return portal

  /** The signed-in member's account, now and on every change: the key of everything user-bound. */
  function watchMember(onChange: (member: string | null) => void): () => void {
    let current: SessionActor | undefined
    let watching: Subscription | null = null
    const read = () => onChange(current?.getSnapshot().context.member?.account ?? null)
    const follow = () => {
      const next = session()
      if (next !== current) {
        watching?.unsubscribe()
        current = next
        watching = next?.subscribe({ next: read, error: () => undefined }) ?? null
      }
      read()
    }
    const following = actor.subscribe({ next: follow, error: () => undefined })
    follow()
    return () => {
      following.unsubscribe()
      watching?.unsubscribe()
    }
  }
}
