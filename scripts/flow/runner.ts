import type { Simulator } from '@portal/simulator'
import {
  createHttpTransport,
  createPortal,
  defaultBrand,
  memoryStore,
  type Portal,
} from '../../packages/core/src'
import { type AnyActorRef, type InspectionEvent, SimulatedClock, waitFor } from '../../packages/core/src/dev'
import { show } from './context-diff'
import type { FlowDefinition, FlowWorld } from './flows'
import type { Palette } from './palette'
import { readSmsCode, simCall } from './sim-surface'
import { formatValue, splitTarget, valueMatches } from './state-path'
import { StepError } from './step-error'
import { describeStep, type FlowEvent, type Step } from './steps'
import { substitute } from './variables'
import { watchFlow } from './watch'

export interface RunOptions {
  flow: FlowDefinition
  simulator: Simulator
  /** The script's `input`, handed to the flow's actors. */
  input?: Record<string, unknown>
  write: (line: string) => void
  paint: Palette
  /** Another observer of every inspection event (the websocket inspector). */
  inspect?: (event: InspectionEvent) => void
}

export interface FlowRun {
  /** Runs one step; throws a StepError when it fails (a `wait` timing out, a refused `sim` call…). */
  step(step: Step): Promise<void>
  /** Resolves once nothing has happened for a moment (answers from the simulator have arrived). */
  settle(): Promise<void>
  snapshotLines(): string[]
  stop(): void
}

const defaultTimeoutMs = 5000
const quietMs = 40

/**
 * A flow run against an in-process simulator, over the real ky transport. The portal boots at the first step
 * that needs an actor, so `sim` steps at the start arrange the world the boot sees (maintenance, flags…).
 */
export function createRun(options: RunOptions): FlowRun {
  const { flow, simulator, write, paint } = options
  const watch = watchFlow(write, paint)
  const clock = new SimulatedClock()
  const variables: Record<string, string> = {}
  const roots: AnyActorRef[] = []
  const inspect = (event: InspectionEvent) => {
    watch.inspect(event)
    options.inspect?.(event)
  }
  let started: Promise<void> | undefined

  function startActors(): Promise<void> {
    const transport = createHttpTransport({
      baseUrl: 'http://sim.test',
      fetch: (request) => simulator.fetch(request),
      retry: { limit: 0 },
    })
    const portal = createPortal({
      brand: defaultBrand,
      transport,
      sessionStore: memoryStore(),
      localStore: memoryStore(),
      inspect,
      clock,
    })
    roots.push(portal.actor.start())
    return flow.start(worldOf(portal))
  }

  function worldOf(portal: Portal): FlowWorld {
    return {
      portal,
      input: options.input ?? {},
      run(actor) {
        roots.push(actor)
        actor.start()
      },
      async booted() {
        const snapshot = await waitFor(portal.actor, (s) => !s.matches('booting'), {
          timeout: defaultTimeoutMs,
        })
        if (!snapshot.matches('running') || !snapshot.context.flags)
          throw new StepError(
            `this flow needs a normal boot; the portal is in ${formatValue(snapshot.value)}`,
          )
        return {
          flags: { ...snapshot.context.flags },
          country: snapshot.context.status?.location.country ?? '',
        }
      },
    }
  }

  function actorNamed(name: string): AnyActorRef {
    const actor = watch.actor(name)
    if (!actor) throw new StepError(`no actor "${name}" (live: ${watch.names().join(', ') || 'none'})`)
    return actor
  }

  function send(event: FlowEvent, to: string) {
    const actor = actorNamed(to)
    if (actor.getSnapshot().status !== 'active')
      throw new StepError(`"${to}" has stopped; it takes no events`)
    actor.send(event)
  }

  async function wait(target: string, timeout: number) {
    // Split at each check: the actor a target names (the session) may start only while waiting.
    const split = () => splitTarget(target, watch.names(), flow.main)
    const reached = () => {
      const { actor, path } = split()
      const ref = watch.actor(actor)
      return ref !== undefined && valueMatches(ref.getSnapshot().value, path)
    }
    if (reached()) return
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        stopListening()
        const { actor } = split()
        const ref = watch.actor(actor)
        const where = ref ? `"${actor}" is in ${formatValue(ref.getSnapshot().value)}` : `no actor "${actor}"`
        reject(new StepError(`"${target}" not reached within ${timeout} ms: ${where}`))
      }, timeout)
      const stopListening = watch.onChange(() => {
        if (!reached()) return
        clearTimeout(timer)
        stopListening()
        resolve()
      })
    })
  }

  async function run(step: Step) {
    if ('sim' in step) {
      const answer = await simCall(simulator, substitute(step.sim, variables))
      if (step.sim.method === 'GET') write(paint.dim(`  ${show(answer, 400)}`))
      return
    }
    started ??= startActors()
    await started
    if ('send' in step) send(substitute(step.send, variables), step.to ?? flow.main)
    else if ('wait' in step) await wait(step.wait, step.timeout ?? defaultTimeoutMs)
    else if ('advance' in step) advance(clock, step.advance)
    else {
      const name = step.as ?? 'sms'
      variables[name] = await readSmsCode(simulator, step.smsCode, step.timeout ?? defaultTimeoutMs)
      write(paint.dim(`  \${${name}} = ${variables[name]}`))
    }
  }

  return {
    async step(step) {
      write(paint.dim(`▶ ${describeStep(step)}`))
      await run(step)
    },
    async settle() {
      const deadline = Date.now() + defaultTimeoutMs
      while (Date.now() - watch.lastActivity() < quietMs && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, quietMs / 4))
    },
    snapshotLines: () => watch.snapshotLines(),
    stop() {
      for (const root of roots) root.stop()
    },
  }
}

/**
 * Moves the clock on a millisecond at a time: a timer set while the clock fires (a countdown re-entering its
 * state) starts from the time reached, so one big jump would fire only the first tick of a countdown.
 */
function advance(clock: SimulatedClock, ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 1) clock.increment(1)
}

/** Runs a script's steps in order, stopping at the first failure; true when every step passed. */
export async function runSteps(
  run: FlowRun,
  steps: readonly Step[],
  write: (line: string) => void,
  paint: Palette,
) {
  for (const [index, step] of steps.entries()) {
    try {
      await run.step(step)
    } catch (error) {
      write(paint.fail(`✗ step ${index + 1} failed: ${(error as Error).message}`))
      return false
    }
  }
  await run.settle()
  write(paint.ok(`✓ ${steps.length} steps passed`))
  return true
}
