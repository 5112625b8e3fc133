/**
 * CI gate: fails when the initial JavaScript of `/` in the built app (apps/web/dist) exceeds the budget, when a
 * member- or agent-centre page's lazy group exceeds its own, or when any of their modules is part of what `/` loads.
 * Deterministic — it only reads files the build wrote; speed is measured by `pnpm bench`, not here.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  gzipSize,
  initialJsBudget,
  isCentrePageGroup,
  kB,
  measureApp,
  memberPageBudget,
  webDist,
} from './bundle-size'

try {
  const { initial, lazy } = measureApp()
  const memberGroups = lazy.filter(isCentrePageGroup)
  if (memberGroups.length === 0)
    throw new Error('No member- or agent-centre page group in the build: is the manifest stale?')
  for (const group of memberGroups) {
    const figure = `${group.name}: ${kB(group.gzip)} gzip on top of / (budget ${kB(memberPageBudget)})`
    if (group.gzip > memberPageBudget) {
      console.error(`${figure}: over budget.`)
      process.exitCode = 1
    } else console.log(figure)
  }
  const leaked = initial.keys.filter(
    (key) => key.startsWith('src/pages/memberCentre/') || key.startsWith('src/pages/agentCentre/'),
  )
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
