import { readdirSync, readFileSync } from 'node:fs'
import type { AnyActorRef } from '../../packages/core/src/dev'
import type { FlowDefinition, FlowWorld } from './flows'

const coreSrc = new URL('../../packages/core/src/', import.meta.url)

/** `createUplineTransfer` → `upline-transfer`: the flow's name on the command line. */
const flowName = (factory: string) =>
  factory
    .slice('create'.length)
    .replace(/[A-Z]/g, (letter, at: number) => `${at === 0 ? '' : '-'}${letter.toLowerCase()}`)

/** The `create…` factories a flow folder's index exports, read from its source so nothing loads until asked. */
function factoriesOf(folder: URL): string[] {
  try {
    return [...new Set(readFileSync(new URL('index.ts', folder), 'utf8').match(/\bcreate[A-Z]\w*\b/g) ?? [])]
  } catch {
    return []
  }
}

/**
 * A factory's arguments after the portal, from the input's `args`: a string naming an export of the flow's
 * module is that export (`"accountRecordsConfig"`), anything else is taken as written (`{ "timeZone": "UTC" }`).
 */
function argumentsOf(world: FlowWorld, module: Record<string, unknown>): unknown[] {
  const args = Array.isArray(world.input.args) ? (world.input.args as unknown[]) : []
  return args.map((arg) => (typeof arg === 'string' && arg in module ? module[arg] : arg))
}

/**
 * Before the flow starts: boot (every flow but the portal's needs its flags), and a member signed in when the
 * input says who (`"signIn": { "username": "member01", "password": "Demo1234" }`), through the core's own
 * `signIn`, so a member's flow starts as it does in the app: after the login, on a loaded session.
 */
async function prepare(world: FlowWorld): Promise<void> {
  await world.booted()
  const who = world.input.signIn as { username?: string; password?: string } | undefined
  if (!who) return
  const { signIn } = await import('../../packages/core/src/awaitable/sign-in')
  await signIn(world.portal, { username: who.username ?? 'member01', password: who.password ?? 'Demo1234' })
}

/** The machine id of a started actor: what `send` and `wait` address when a step names none. */
const machineId = (actor: AnyActorRef) => (actor as { logic?: { id?: string } }).logic?.id ?? actor.id

/** One flow per factory of a folder: created with the portal and the input's `args`, started and watched. */
function factoryFlow(folder: string, factory: string): FlowDefinition {
  const definition: FlowDefinition = {
    summary: `${factory}(portal, …args) of flows/${folder}`,
    folder,
    main: flowName(factory).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
    async start(world) {
      await prepare(world)
      const module = (await import(`../../packages/core/src/flows/${folder}/index.ts`)) as Record<
        string,
        unknown
      >
      const create = module[factory] as (portal: unknown, ...rest: unknown[]) => AnyActorRef
      const actor = create(world.portal, ...argumentsOf(world, module))
      definition.main = machineId(actor)
      world.run(actor)
    },
  }
  return definition
}

/**
 * The catalogue's lists (a vendor's games, hot games, the winners…): `resource` names the catalogue's method
 * and `args` its arguments (`{ "resource": "gameList", "args": ["PG", "RNG"] }`); the list is started and watched.
 */
const catalogueFlow: FlowDefinition = {
  summary: 'a catalogue list of the visit: input resource (gameList, hotGames, winners…), args, signIn',
  folder: '../catalogue',
  main: 'resource',
  async start(world) {
    await prepare(world)
    const { catalogueFlow: flow } = await import('../../packages/core/src/catalogue')
    const catalogue = world.portal.flows.get(flow) as unknown as Record<string, unknown>
    const name = typeof world.input.resource === 'string' ? world.input.resource : 'hotGames'
    const resource = catalogue[name]
    if (typeof resource !== 'function') throw new Error(`the catalogue has no list "${name}"`)
    world.run((resource as (...args: unknown[]) => AnyActorRef)(...argumentsOf(world, {})))
  },
}

/**
 * Every flow the core's folders export a factory for, found by reading `packages/core/src/flows/*​/index.ts`: a new
 * flow is drivable as soon as its folder exports its `create…` factory, with no entry to write here.
 */
export function discoveredFlows(): Record<string, FlowDefinition> {
  const flowsDir = new URL('flows/', coreSrc)
  const folders = readdirSync(flowsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  const flows: Record<string, FlowDefinition> = { catalogue: catalogueFlow }
  for (const { name: folder } of folders)
    for (const factory of factoriesOf(new URL(`${folder}/`, flowsDir)))
      flows[flowName(factory)] = factoryFlow(folder, factory)
  return flows
}
