/**
 * CI gate: fails when the initial JavaScript of `/` in the built app (apps/web/dist) exceeds the budget, when
 * any lazy group (a page, a popup, a library or a catalog loaded by a dynamic import) exceeds its own, or when a
 * member- or agent-centre module is part of what `/` loads. Deterministic — it only reads files the build wrote;
 * speed is measured by `pnpm bench`, not here.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  gzipSize,
  initialJsBudget,
  isCentreModule,
  kB,
  lazyGroupBudget,
  measureApp,
  webDist,
} from './bundle-size'

try {
  const { initial, lazy } = measureApp()
  if (!lazy.some((group) => isCentreModule(group.name)))
    throw new Error('No member- or agent-centre page group in the build: is the manifest stale?')
  const over = lazy.filter((group) => group.gzip > lazyGroupBudget)
  for (const group of over)
    console.error(
      `${group.name}: ${kB(group.gzip)} gzip on top of / (budget ${kB(lazyGroupBudget)}): over budget.`,
    )
  if (over.length > 0) process.exitCode = 1
  const largest = lazy.reduce((max, group) => (group.gzip > max.gzip ? group : max))
  console.log(
    `${lazy.length} lazy groups, the largest ${largest.name} at ${kB(largest.gzip)} gzip (budget ${kB(lazyGroupBudget)} each)`,
  )
  const leaked = initial.keys.filter(isCentreModule)
  if (leaked.length > 0) {
    console.error(`/ loads member- or agent-centre code for every visitor: ${leaked.join(', ')}`)
    process.exitCode = 1
  }
  const smallest = Math.min(...initial.files.map((file) => gzipSize(readFileSync(join(webDist, file)))))
  const figure = `Initial JS of / is ${kB(initial.gzip)} gzip (budget ${kB(initialJsBudget)}, ${initial.files.length} chunk(s), the smallest ${kB(smallest)})`
  if (initial.gzip > initialJsBudget) {
    console.error(`${figure}: over budget by ${kB(initial.gzip - initialJsBudget)}.`)
    console.error('Move code behind a lazy route or drop a dependency; `pnpm bench` lists every chunk group.')
    process.exitCode = 1
  } else {
    console.log(`${figure}: within budget.`)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
