import { spawn } from 'node:child_process'

/**
 * `pnpm test`: every check CI runs, in order, each stage timed, with a table of the times at the end (issue 30:
 * the whole run must stay under 15 minutes on CI's 2 cores, and a log without times cannot say where they go).
 * The three static checks run side by side: each keeps one core busy at most (the type-check ~50 s on a fresh
 * clone), so in turn they left the other core idle. Their outputs are printed whole, one after another, as each
 * ends. The rest use every core and run one at a time. The first failure stops the run with its stage's exit code.
 */

type Stage = readonly string[]

const stages: readonly Stage[] = [
  ['lint', 'typecheck', 'knip'],
  ['test:unit'],
  ['build'],
  ['check:packages'],
  ['size'],
  ['test:e2e'],
]

const times: [string, number][] = []

/** The pnpm this script runs under (`npx -y pnpm@…` puts none on PATH for certain). */
function pnpm(args: string[]): [string, string[]] {
  const execPath = process.env.npm_execpath
  if (!execPath || !/pnpm/.test(execPath)) return ['pnpm', args]
  return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : [execPath, args]
}

/** Runs `pnpm run <script>`; beside others, its output is kept and printed when it ends. */
function run(script: string, alone: boolean): Promise<number> {
  const started = Date.now()
  const [command, args] = pnpm(['run', script])
  const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000
      times.push([script, seconds])
      if (!alone) process.stdout.write(`\n> ${script}\n${Buffer.concat(output).toString()}`)
      console.log(
        `\n[${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(1)} s]`,
      )
      resolve(code ?? 1)
    })
  })
}

function summary(): void {
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0)
  console.log('\nStage times (side-by-side stages overlap):')
  for (const [script, seconds] of times) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${script}`)
  console.log(`  ${total.toFixed(1).padStart(7)} s  sum`)
}

const began = Date.now()
for (const stage of stages) {
  const codes = await Promise.all(stage.map((script) => run(script, stage.length === 1)))
  const failed = codes.find((code) => code !== 0)
  if (failed !== undefined) {
    summary()
    process.exit(failed)
  }
}
summary()
console.log(`Whole run: ${((Date.now() - began) / 1000).toFixed(1)} s`)
