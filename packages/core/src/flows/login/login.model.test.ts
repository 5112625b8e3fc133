import { describe, expect, test } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getAdjacencyMap, getShortestPaths, type getStateNodes } from 'xstate/graph'
import { ApiError } from '../../api/errors'
import { member, networkDown } from '../../testing/fixtures'
import { allStateIds, type ModelEdge, type ModelOptions, reachedStateIds, replay } from '../../testing/model'
import { captchaMachine } from './captcha.machine'
import { loginMachine } from './login.machine'
import type { LoginContext, LoginInput } from './login.types'

/**
 * The harness's `modelEdges`, but each edge starts from the shortest path to its own source *vertex* (state
 * value and context), not to any vertex with the same value. The sign-in flows' guards read the form in
 * context (is it valid? is a refresh queued?), so an edge replayed from another vertex of the same value takes
 * another branch. Events are generated exactly as the harness does; `replay` is the harness's.
 */
function vertexEdges(machine: AnyStateMachine, options: ModelOptions): ModelEdge[] {
  const traversal = { events: withActorEvents(options), input: options.input }
  const key = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context])
  const stateValue = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value)
  const prefixes = new Map<string, ModelEdge['steps']>()
  for (const path of getShortestPaths(machine, traversal))
    prefixes.set(key(path.state as AnyMachineSnapshot), path.steps as ModelEdge['steps'])
  const edges = new Map<string, ModelEdge>()
  for (const vertex of Object.values(getAdjacencyMap(machine, traversal))) {
    const from = vertex.state as AnyMachineSnapshot
    const prefix = prefixes.get(key(from))
    if (!prefix) continue
    for (const next of Object.values(vertex.transitions) as { event: AnyEventObject; state: unknown }[]) {
      const to = next.state as AnyMachineSnapshot
      const name = `${stateValue(from)} --${next.event.type}--> ${stateValue(to)}`
      const steps = [...prefix, { event: next.event, state: to }]
      const known = edges.get(name)
      if (!known || known.steps.length > steps.length) edges.set(name, { name, steps })
    }
  }
  return [...edges.values()]
}

function withActorEvents(options: ModelOptions) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const events: AnyEventObject[] = [...options.events(snapshot)]
    const nodes = (snapshot as unknown as { _nodes: ReturnType<typeof getStateNodes> })._nodes
    for (const node of nodes) {
      for (const invoke of node.invoke) {
        if (options.keepActors?.includes(invoke.id)) continue
        for (const output of options.outputs?.[invoke.id] ?? [undefined])
          events.push({ type: `xstate.done.actor.${invoke.id}`, output })
        for (const error of options.errors?.[invoke.id] ?? [new Error('scripted failure')])
          events.push({ type: `xstate.error.actor.${invoke.id}`, error })
      }
      for (const transition of node.after) events.push({ type: transition.eventType })
    }
    return events
  }
}

const machine = loginMachine.provide({ actions: { startSession: () => {}, applyRememberMe: () => {} } })

const refused = (code: string, value?: unknown) =>
  new ApiError({ kind: 'business', endpoint: 'login', code, ...(value ? { value } : {}) })

/**
 * The user's next useful moves, given the form: each empty field gets one sample value (two for the password,
 * so the default-password branch is reached), so the graph stays finite and every branch is reachable.
 */
function userEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as LoginContext
  const { fields } = context
  const change = (field: string, value: string) => ({ type: 'login.change', field, value })
  const events: AnyEventObject[] = [
    { type: 'login.submit' },
    { type: 'login.refreshCaptcha' },
    { type: 'login.secondCheck', method: 'sms', value: '123456' },
    { type: 'login.cancel' },
    { type: 'login.switchType', to: context.type === 'sms' ? 'username' : 'sms' },
  ]
  if (!context.agreed) events.push({ type: 'login.agree', on: true })
  if (!context.remember) events.push({ type: 'login.remember', on: true })
  if (context.type === 'username') {
    if (fields.username === '') events.push(change('username', 'player01'))
    else if (fields.password === '')
      events.push(change('password', 'secret1'), change('password', '{secret}'))
  } else if (fields.mobileNum === '') events.push(change('mobileNum', '912345678'))
  else if (fields.verificationCode === '') events.push(change('verificationCode', '123456'))
  if (context.captchaShown && fields.captcha === '') events.push(change('captcha', 'abcd'))
  return events
}

const model = (input: LoginInput) => ({
  events: userEvents,
  input,
  keepActors: ['captcha'],
  outputs: {
    botCheck: ['bot-token'],
    submitLogin: [
      { token: 'fresh', firstTimeLogin: false, passwordExpired: false },
      { token: 'fresh', firstTimeLogin: true, passwordExpired: true },
    ],
    awaitMember: [member],
  },
  errors: {
    botCheck: [new Error('bot check closed')],
    submitLogin: [
      refused('wrong_credentials'),
      refused('captcha_required', { captcha: true }),
      refused('second_check_required', { methods: ['sms', 'email'] }),
      networkDown,
    ],
    awaitMember: [networkDown],
  },
})

const bothTypes = { USERNAMEREG3: true, MOBILEVERCODELOGIN3: true, PWDEXPFORCECHANGE3: true }

describe.each([
  ['member login, username and sms', { flags: bothTypes }],
  ['agent login, username only', { flags: { ...bothTypes, MOBILEVERCODELOGIN3: false }, audience: 'agent' }],
] as const)('login model: %s', (_, input) => {
  const options = model(input)
  const edges = vertexEdges(machine, options)

  test('the paths reach every state of the machine', () => {
    const reached = reachedStateIds(edges)
    expect(allStateIds(machine).filter((id) => !reached.has(id))).toEqual([])
  })

  test.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const actor = await replay(machine, edge, options)
    actor.stop()
  })
})

describe('captcha model', () => {
  const options = {
    events: () => [{ type: 'captcha.load' }, { type: 'captcha.refresh' }],
    outputs: { loadCaptcha: ['data:image/svg+xml;base64,AAAA'] },
  }
  const edges = vertexEdges(captchaMachine, options)

  test('the paths reach every state of the machine', () => {
    const reached = reachedStateIds(edges)
    expect(allStateIds(captchaMachine).filter((id) => !reached.has(id))).toEqual([])
  })

  test.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const actor = await replay(captchaMachine, edge, options)
    actor.stop()
  })
})
