import { existsSync } from 'node:fs'
import type { Portal } from '../../packages/core/src'
import type { AnyActorLogic } from '../../packages/core/src/dev'

/** What a flow gets to start its actors: the booted portal, and a way to start actors the run watches. */
export interface FlowWorld {
  portal: Portal
  /** The script's `input` (e.g. `{ "audience": "agent" }` for the login). */
  input: Record<string, unknown>
  /** Starts an actor on the run's clock, watched and stopped with the run. */
  start(logic: AnyActorLogic, input?: unknown): void
  /** The white-label flags and the visitor's country, once boot reached normal status; fails if it did not. */
  booted(): Promise<{ flags: Record<string, boolean>; country: string }>
}

export interface FlowDefinition {
  summary: string
  /** Its folder under packages/core/src/flows: a flow whose folder is not there yet is not offered. */
  folder: string
  /** The machine `send` and `wait` address when a step names no actor. */
  main: string
  /** Starts the flow's own actors beside the portal (the portal and its session are always there). */
  start(world: FlowWorld): Promise<void>
}

const flowsDir = new URL('../../packages/core/src/flows/', import.meta.url)

/**
 * The flows the runner can drive. Each imports its folder lazily, so one flow being rewritten does not stop
 * the others from running. A new flow gets an entry here: its folder, its main machine, how to start it.
 */
const registry: Record<string, FlowDefinition> = {
  portal: {
    summary: 'boot (system status) and the session: restore, sign out, expiry',
    folder: 'portal',
    main: 'portal',
    start: async () => {},
  },
  login: {
    summary: 'member or agent login by username or SMS code; `sms` is its SMS button',
    folder: 'login',
    main: 'login',
    async start(world) {
      const login = await import('../../packages/core/src/flows/login')
      const { memoryCookieJar } = await import('../../packages/core/src/ports/memory')
      const { flags } = await world.booted()
      const cookies = memoryCookieJar()
      const deps = {
        api: world.portal.api,
        session: world.portal.session,
        cookies,
        botCheck: simulatedBotCheck,
      }
      world.start(login.provideLogin(deps), {
        flags,
        audience: 'member',
        remembered: login.readRememberedLogin(cookies),
        ...world.input,
      })
      world.start(login.provideLoginSms(world.portal.api), { route: 'sms' })
    },
  },
  'change-password': {
    summary: 'change the password of a signed-in member; `login` signs in first',
    folder: 'change-password',
    main: 'changePassword',
    async start(world) {
      const { provideChangePassword } = await import('../../packages/core/src/flows/change-password')
      await registry.login?.start(world)
      world.start(provideChangePassword({ api: world.portal.api, session: world.portal.session }), {
        knownOldPassword: null,
        ...world.input,
      })
    },
  },
  sms: {
    summary: 'the SMS button alone: send a code, countdown, failures',
    folder: 'sms',
    main: 'sms',
    async start(world) {
      const { provideLoginSms } = await import('../../packages/core/src/flows/login')
      world.start(provideLoginSms(world.portal.api), { route: 'sms', ...world.input })
    },
  },
  register: {
    summary: 'registration by username or mobile number, with its SMS button and captcha',
    folder: 'register',
    main: 'register',
    async start(world) {
      const { provideRegister } = await import('../../packages/core/src/flows/register')
      const { memoryStore } = await import('../../packages/core/src/ports/memory')
      const { flags, country } = await world.booted()
      const deps = {
        api: world.portal.api,
        startSession: startSessionOf(world),
        sessionStore: memoryStore(),
        botCheck: simulatedBotCheck,
      }
      world.start(provideRegister(deps), { flags, country, domain: 'sim.test', ...world.input })
    },
  },
  'forgot-password': {
    summary: 'reset by e-mail, or by SMS code and a new password, then signed in',
    folder: 'forgot-password',
    main: 'forgotPassword',
    async start(world) {
      const { provideForgotPassword } = await import('../../packages/core/src/flows/forgot-password')
      const { flags, country } = await world.booted()
      const deps = { api: world.portal.api, startSession: startSessionOf(world) }
      world.start(provideForgotPassword(deps), { flags, country, ...world.input })
    },
  },
}

const startSessionOf =
  (world: FlowWorld) =>
  (session: { token: string; firstLogin: boolean }): void =>
    world.portal.session()?.send({ type: 'session.start', ...session })

/** The simulator accepts any bot-check token: the real check is a browser widget. */
const simulatedBotCheck = { verify: async () => 'simulated-bot-check' }

export function availableFlows(): Record<string, FlowDefinition> {
  return Object.fromEntries(
    Object.entries(registry).filter(([, flow]) => existsSync(new URL(flow.folder, flowsDir))),
  )
}
