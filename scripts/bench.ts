/**
 * `pnpm bench`: builds the web app for production, then reports what `/` and each lazy page group download,
 * what each core flow costs imported alone, Lighthouse's mobile figures for issue 17's pages (median of 5 runs
 * each), the JS heap and live actors around a walk of every route, and how many cases each fast-check property
 * tries. Prints tables, writes bench-results/bench.json and
 * the figure table of docs/benchmarks.md (between its `bench:lighthouse` markers). See docs/benchmarks.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { build } from 'vite'
import { initialJsBudget, kB, measureApp } from './bundle-size'
import { measureCore, measureCreateLogin } from './core-size'
import { type BenchPage, runLighthouse } from './lighthouse-run'
import { measureMemory, memoryRows } from './memory-run'
import { propertyRuns } from './property-runs'
import { measureRecordsRender, recordsRenderBudgetMs } from './records-render'

const lighthouseRuns = 5
/** Issue 17's pages: the visitor's landing pages, and two signed-in centres. */
const benchPages: readonly BenchPage[] = [
  { path: '/' },
  { path: '/login' },
  { path: '/rng' },
  { path: '/promotions' },
  { path: '/down' },
  { path: '/member/securityCenter', account: 'member01' },
  { path: '/agentHome', account: 'agent01' },
  // lang and dir of a right-to-left page: scored once, its figures are one run's.
  { path: '/', language: 'AR', runs: 1 },
]
const docsFile = new URL('../docs/benchmarks.md', import.meta.url).pathname
const recordsRenderRuns = 5
const configFile = new URL('../apps/web/vite.config.ts', import.meta.url).pathname
const resultsDir = new URL('../bench-results', import.meta.url).pathname

console.log('Building apps/web for production')
// The manifest is the chunk graph that bundle-size.ts walks.
await build({ configFile, logLevel: 'warn', build: { manifest: true } })

const app = measureApp()
const core = await measureCore()
const createLogin = await measureCreateLogin()
const lighthouse = await runLighthouse(lighthouseRuns, benchPages)
const recordsRender = await measureRecordsRender(recordsRenderRuns)
const memory = await measureMemory()

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
/**
 * A Markdown table with its columns padded and numbers right-aligned, as biome formats it (`pnpm test` checks the
 * docs' formatting, so the bench's table must come out formatted).
 */
function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`
  const rule = widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`))
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)]
}
const lighthouseRows = markdownTable(
  [
    'page',
    'perf',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'requests before LCP',
    'bytes',
    'SEO',
    'a11y',
    'best practices',
  ],
  lighthouse.map(({ label, median: m, scores: s }) => [
    `\`${label}\``,
    String(m.performance),
    ms(m.fcpMs),
    ms(m.lcpMs),
    ms(m.tbtMs),
    m.cls.toFixed(3),
    String(m.requestsBeforeLcp),
    kB(m.totalBytes),
    String(s.seo),
    String(s.accessibility),
    String(s.bestPractices),
  ]),
)
console.log(`\nLighthouse, mobile, median of ${lighthouseRuns} runs per page\n${lighthouseRows.join('\n')}`)
for (const { label, failed } of lighthouse)
  for (const audit of failed)
    console.log(
      `  ${label}: ${audit.category} ${audit.id} (${audit.title})${audit.items.map((item) => `\n    ${item}`).join('')}`,
    )
table(`Records, phone profile (CPU 4× slower), median of ${recordsRenderRuns} runs`, [
  [
    `first page of a 5,000-row range after its answer (budget ${recordsRenderBudgetMs} ms)`,
    ms(recordsRender.medianMs),
  ],
])
table(
  `Memory: every route a member reaches (${memory.routes.length}), ${memory.visits} times, then a sign-out`,
  memoryRows(memory),
)
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
  lighthouse: { runs: lighthouseRuns, pages: lighthouse },
  recordsRender: { budgetMs: recordsRenderBudgetMs, ...recordsRender },
  memory,
  properties,
}
writeFileSync(`${resultsDir}/bench.json`, `${JSON.stringify(report, null, 2)}\n`)
console.log('\nWrote bench-results/bench.json')

// The figure table of docs/benchmarks.md, so the page says what the last run measured, and where.
const docs = readFileSync(docsFile, 'utf8')
const marked = /(<!-- bench:lighthouse:start -->\n)[\s\S]*?(<!-- bench:lighthouse:end -->)/
if (marked.test(docs)) {
  const heading = `Measured ${report.date.slice(0, 16).replace('T', ' ')} UTC on ${report.machine.cores} cores (Node ${report.machine.node}); initial JS of / ${kB(app.initial.gzip)}.`
  const memoryLine = memoryRows(memory)
    .map(([label, value]) => `${label}: ${value}`)
    .join('; ')
  const table = `${heading}\n\n${lighthouseRows.join('\n')}\n\nMemory walk (${memory.routes.length} routes): ${memoryLine}.\n`
  writeFileSync(
    docsFile,
    docs.replace(marked, (_, start: string, end: string) => `${start}${table}${end}`),
  )
  console.log('Wrote the figure table of docs/benchmarks.md')
}
