/**
 * The steps of a flow script, and their parsing. A script is a JSON array of steps, or an object
 * `{ "input": {…}, "steps": […] }` when the flow's actor takes input (e.g. the login's audience).
 */

export type FlowEvent = { type: string } & Record<string, unknown>

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export type Step =
  /** Send an event to the flow's main actor, or to the actor named in `to` (`portal`, `session`, `sms`…). */
  | { send: FlowEvent; to?: string }
  /** Wait until a state is reached: `signedIn`, `signedIn.idle`, or prefixed by an actor: `session.signedIn`. */
  | { wait: string; timeout?: number }
  /** Move the simulated clock on (countdowns, throttles: the machines' `after` delays). */
  | { advance: number }
  /** Call the simulator, typically its dev surface: `{ "POST": "/__sim/maintenance", "body": { "on": true } }`. */
  | { sim: { method: HttpMethod; path: string; body?: unknown } }
  /** Read the code last sent to `"<dialing code> <mobile>"` from the SMS outbox into a variable (`sms`). */
  | { smsCode: string; as?: string; timeout?: number }

export interface FlowScript {
  input: Record<string, unknown>
  steps: Step[]
}

export class ScriptError extends Error {}

const methods: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE']

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function parseScript(json: unknown): FlowScript {
  const { input, steps } = Array.isArray(json) ? { input: {}, steps: json } : isObject(json) ? json : {}
  if (!Array.isArray(steps)) throw new ScriptError('a script is an array of steps, or { "input", "steps" }')
  if (!isObject(input)) throw new ScriptError('"input" must be an object')
  return { input, steps: steps.map((step, index) => parseStepAt(step, index)) }
}

function parseStepAt(step: unknown, index: number): Step {
  try {
    return parseStep(step)
  } catch (error) {
    throw new ScriptError(`step ${index + 1}: ${(error as Error).message}`)
  }
}

/** One step; a bare event (`{ "type": "boot.retry" }`) is a `send` to the main actor, handy when typing. */
export function parseStep(step: unknown): Step {
  if (!isObject(step)) throw new ScriptError('a step must be an object')
  if (typeof step.type === 'string') return { send: step as FlowEvent }
  if ('send' in step) {
    if (!isObject(step.send) || typeof step.send.type !== 'string')
      throw new ScriptError('"send" needs an event with a "type"')
    return { send: step.send as FlowEvent, ...optional(step, 'to', 'string') }
  }
  if ('wait' in step) {
    if (typeof step.wait !== 'string' || step.wait === '') throw new ScriptError('"wait" needs a state path')
    return { wait: step.wait, ...optional(step, 'timeout', 'number') }
  }
  if ('advance' in step) {
    if (typeof step.advance !== 'number' || step.advance < 0)
      throw new ScriptError('"advance" needs milliseconds ≥ 0')
    return { advance: step.advance }
  }
  if ('sim' in step) return { sim: parseSimCall(step.sim) }
  if ('smsCode' in step) {
    if (typeof step.smsCode !== 'string' || !/^\+?\d+ \d+$/.test(step.smsCode.trim()))
      throw new ScriptError('"smsCode" needs "<dialing code> <mobile>", e.g. "84 912345678"')
    return {
      smsCode: step.smsCode,
      ...optional(step, 'as', 'string'),
      ...optional(step, 'timeout', 'number'),
    }
  }
  throw new ScriptError(`unknown step ${JSON.stringify(step)}`)
}

function parseSimCall(sim: unknown): { method: HttpMethod; path: string; body?: unknown } {
  if (!isObject(sim)) throw new ScriptError('"sim" needs { "<METHOD>": "<path>" }')
  const method = methods.find((known) => typeof sim[known] === 'string')
  if (!method) throw new ScriptError(`"sim" needs one of ${methods.join(', ')} with a path`)
  return { method, path: sim[method] as string, ...('body' in sim ? { body: sim.body } : {}) }
}

function optional<K extends string, T extends 'string' | 'number'>(
  step: Json,
  key: K,
  type: T,
): Partial<Record<K, T extends 'string' ? string : number>> {
  if (!(key in step)) return {}
  if (typeof step[key] !== type) throw new ScriptError(`"${key}" must be a ${type}`)
  return { [key]: step[key] } as Partial<Record<K, T extends 'string' ? string : number>>
}

/** A step as one short line for the log. */
export function describeStep(step: Step): string {
  if ('send' in step) {
    const { type, ...payload } = step.send
    const rest = Object.keys(payload).length > 0 ? ` ${JSON.stringify(payload)}` : ''
    return `send ${type}${rest}${step.to ? ` → ${step.to}` : ''}`
  }
  if ('wait' in step) return `wait ${step.wait}`
  if ('advance' in step) return `advance ${step.advance} ms`
  if ('sim' in step) {
    const body = step.sim.body === undefined ? '' : ` ${JSON.stringify(step.sim.body)}`
    return `sim ${step.sim.method} ${step.sim.path}${body}`
  }
  return `smsCode ${step.smsCode} → \${${step.as ?? 'sms'}}`
}
