import { existsSync } from 'node:fs'
import type { Portal } from '../../packages/core/src'
import type { AnyActorRef } from '../../packages/core/src/dev'
import { discoveredFlows } from './discovered'

/** What a flow gets to start its actors: the booted portal, and ways to start actors the run watches. */
export interface FlowWorld {
  portal: Portal
  /** The script's `input` (e.g. `{ "audience": "agent" }` for the login). */
  input: Record<string, unknown>
  /** Starts an actor a flow factory built (`createLogin(portal)`…): it already has the run's inspector and clock. */
  run(actor: AnyActorRef): void
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
 * Flows with a start of their own, beside every factory flow `discoveredFlows` finds: the portal itself, and the
 * sign-in flows whose input is not a factory's arguments (the login's audience, the forced change's password).
 * They run through the same factories the app uses (`createLogin(portal)`…), so the runner runs the app's own
 * wiring. Folders are imported lazily, so one flow being rewritten does not stop the rest from running.
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
      await world.booted()
      const { createLogin, createLoginSms } = await import('../../packages/core/src/flows/login')
      world.run(createLogin(world.portal, world.input.audience === 'agent' ? 'agent' : 'member'))
      world.run(createLoginSms(world.portal))
    },
  },
  'change-password': {
    summary: 'change the password of a signed-in member; `login` signs in first',
    folder: 'change-password',
    main: 'changePassword',
    async start(world) {
      await registry.login?.start(world)
      const { createChangePassword } = await import('../../packages/core/src/flows/change-password')
      const { knownOldPassword } = world.input
      world.run(
        createChangePassword(world.portal, typeof knownOldPassword === 'string' ? knownOldPassword : null),
      )
    },
  },
  sms: {
    summary: 'the SMS button alone: send a code, countdown, failures',
    folder: 'sms',
    main: 'sms',
    async start(world) {
      const { createLoginSms } = await import('../../packages/core/src/flows/login')
      world.run(createLoginSms(world.portal))
    },
  },
  register: {
    summary: 'registration by username or mobile number, with its SMS button and captcha',
    folder: 'register',
    main: 'register',
    async start(world) {
      const { createRegister } = await import('../../packages/core/src/flows/register')
      await world.booted()
      world.run(createRegister(world.portal, { domain: 'sim.test', ...world.input }))
    },
  },
  'forgot-password': {
    summary: 'reset by e-mail, or by SMS code and a new password, then signed in',
    folder: 'forgot-password',
    main: 'forgotPassword',
    async start(world) {
      const { createForgotPassword } = await import('../../packages/core/src/flows/forgot-password')
      await world.booted()
      world.run(createForgotPassword(world.portal))
    },
  },
}

export function availableFlows(): Record<string, FlowDefinition> {
  const flows = { ...discoveredFlows(), ...registry }
  return Object.fromEntries(
    Object.entries(flows)
      .filter(([, flow]) => existsSync(new URL(flow.folder, flowsDir)))
      .sort(([a], [b]) => a.localeCompare(b)),
  )
}
