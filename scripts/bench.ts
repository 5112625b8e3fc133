/**
 * `pnpm bench`: builds the web app for production, then reports what `/` and each lazy page group download,
 * what each core flow costs imported alone, Lighthouse's mobile figures for `/` (median of 3 runs), and how
 * many cases each fast-check property tries. Prints a table and writes bench-results/bench.json. See
 * docs/benchmarks.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { build } from 'vite'
import { initialJsBudget, kB, measureApp } from './bundle-size'
import { measureCore, measureCreateLogin } from './core-size'
import { runLighthouse } from './lighthouse-run'
import { propertyRuns } from './property-runs'
import { measureRecordsRender, recordsRenderBudgetMs } from './records-render'

const lighthouseRuns = 3
const recordsRenderRuns = 5
const configFile = new URL('../apps/web/vite.config.ts', import.meta.url).pathname
const resultsDir = new URL('../bench-results', import.meta.url).pathname

console.log('Building apps/web for production')
// The manifest is the chunk graph that bundle-size.ts walks.
await build({ configFile, logLevel: 'warn', build: { manifest: true } })

const app = measureApp()
const core = await measureCore()
const createLogin = await measureCreateLogin()
const lighthouse = await runLighthouse(lighthouseRuns)
const recordsRender = await measureRecordsRender(recordsRenderRuns)

const ms = (value: number) => `${Math.round(value)} ms`
/** Prints label/value rows as two aligned columns. */
function table(title: string, rows: [string, string | number][]): void {
  const width = Math.max(...rows.map(([label]) => label.length))
  console.log(`\n${title}`)
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${String(value).padStart(9)}`)
}

table(`JavaScript, gzip (budget for the initial JS of /: ${kB(initialJsBudget)})`, [
  ['initial JS of /', kB(app.initial.gzip)],
  ...app.lazy.map((group): [string, string] => [`lazy ${group.name}`, kB(group.gzip)]),
])
table('Built @portal/core, imported alone (gzip)', [
  ['createLogin', kB(createLogin.gzip)],
  ...core.flatMap((flow): [string, string][] => [
    ...(flow.factory
      ? [[`${flow.name}: ${flow.factory.imports.join(', ')}`, kB(flow.factory.gzip)] as [string, string]]
      : []),
    [`${flow.name}: every export`, kB(flow.whole.gzip)],
  ]),
])
const figures = lighthouse.median
table(`Lighthouse on ${lighthouse.url}, mobile, median of ${lighthouseRuns} runs`, [
  ['performance score', figures.performance],
  ['first contentful paint', ms(figures.fcpMs)],
  ['largest contentful paint', ms(figures.lcpMs)],
  ['total blocking time', ms(figures.tbtMs)],
  ['cumulative layout shift', figures.cls.toFixed(3)],
  ['speed index', ms(figures.speedIndexMs)],
  ['total byte weight', kB(figures.totalBytes)],
])
table(`Records, phone profile (CPU 4× slower), median of ${recordsRenderRuns} runs`, [
  [
    `first page of a 5,000-row range after its answer (budget ${recordsRenderBudgetMs} ms)`,
    ms(recordsRender.medianMs),
  ],
])
const properties = propertyRuns()
table(
  `fast-check properties: ${properties.length}, ${properties.reduce((sum, p) => sum + p.runs, 0)} cases in all`,
  properties.map((p): [string, string | number] => [`${p.file} (${p.count ?? 'literal'})`, p.runs]),
)

mkdirSync(resultsDir, { recursive: true })
const report = {
  date: new Date().toISOString(),
  machine: { cores: availableParallelism(), node: process.version },
  budget: { initialJsGzip: initialJsBudget },
  app,
  core: { createLogin, flows: core },
  lighthouse: { url: lighthouse.url, runs: lighthouseRuns, median: figures },
  recordsRender: { budgetMs: recordsRenderBudgetMs, ...recordsRender },
  properties,
}
writeFileSync(`${resultsDir}/bench.json`, `${JSON.stringify(report, null, 2)}\n`)
console.log('\nWrote bench-results/bench.json')
