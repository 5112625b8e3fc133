/**
 * The terminal runner: drives a core flow headless against the in-process simulator and prints what happens
 * (events received, states entered, context changes, emitted events). See docs/terminal-runner.md.
 *
 *   pnpm flow portal --script scripts/flows/boot-maintenance.json
 *   pnpm flow login --step            (JSON lines from stdin)
 */
import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { createSimulator } from '@portal/simulator'
import { connectInspector, defaultInspectorUrl } from '../packages/core/src/dev'
import { availableFlows } from './flow/flows'
import { colourWanted, palette } from './flow/palette'
import { createRun, type FlowRun, runSteps } from './flow/runner'
import { parseScript, parseStep } from './flow/steps'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    script: { type: 'string' },
    step: { type: 'boolean', default: false },
    input: { type: 'string' },
    inspect: { type: 'boolean', default: false },
    'inspect-url': { type: 'string' },
  },
})

const flows = availableFlows()
const flow = flows[positionals[0] ?? '']
const paint = palette(colourWanted(process.stdout))
const write = (line: string) => console.log(line)

if (!flow || (values.script === undefined) === !values.step) {
  console.error(
    'usage: pnpm flow <flow> (--script <file.json> | --step) [--input <json>] [--inspect]\n\nflows:',
  )
  for (const [name, { summary }] of Object.entries(flows)) console.error(`  ${name.padEnd(21)} ${summary}`)
  process.exit(2)
}

const script = values.script ? parseScript(JSON.parse(readFileSync(values.script, 'utf8'))) : undefined
const inspectorUrl = values['inspect-url'] ?? (values.inspect ? defaultInspectorUrl : undefined)
const run = createRun({
  flow,
  simulator: createSimulator(),
  input: values.input ? JSON.parse(values.input) : script?.input,
  write,
  paint,
  ...(inspectorUrl ? { inspect: connectInspector(inspectorUrl) } : {}),
})
if (inspectorUrl) write(paint.dim(`inspection events go to ${inspectorUrl} (pnpm inspect)`))

const passed = script ? await runSteps(run, script.steps, write, paint) : await stepByStep(run)
run.stop()
// The websocket inspector sends what it held back once connected: give it a moment before leaving.
if (inspectorUrl) await new Promise((resolve) => setTimeout(resolve, 500))
process.exit(passed ? 0 : 1)

/** One step (or a bare event for the main actor) per line; the live actors' snapshots after each. */
async function stepByStep(run: FlowRun): Promise<boolean> {
  const lines = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  })
  const prompt = () => process.stdin.isTTY && lines.prompt()
  lines.setPrompt(paint.dim('flow> '))
  if (process.stdin.isTTY)
    write(
      paint.dim('one JSON step or event per line; the portal boots at the first that is not a "sim" step'),
    )
  let passed = true
  prompt()
  for await (const line of lines) {
    if (line.trim() !== '') {
      try {
        await run.step(parseStep(JSON.parse(line)))
        await run.settle()
        for (const snapshot of run.snapshotLines()) write(`  ${snapshot}`)
      } catch (error) {
        passed = false
        write(paint.fail(`✗ ${(error as Error).message}`))
      }
    }
    prompt()
  }
  return passed
}
