/**
 * CI gate: fails when the initial JavaScript of `/` in the built app (apps/web/dist) exceeds the budget, when a
 * member-centre page's lazy group exceeds its own, or when any member-centre module is part of what `/` loads.
 * Deterministic — it only reads files the build wrote; speed is measured by `pnpm bench`, not here.
 */
import { initialJsBudget, isMemberCentreGroup, kB, measureApp, memberPageBudget } from './bundle-size'

try {
  const { initial, lazy } = measureApp()
  const memberGroups = lazy.filter(isMemberCentreGroup)
  if (memberGroups.length === 0)
    throw new Error('No member-centre page group in the build: is the manifest stale?')
  for (const group of memberGroups) {
    const figure = `${group.name}: ${kB(group.gzip)} gzip on top of / (budget ${kB(memberPageBudget)})`
    if (group.gzip > memberPageBudget) {
      console.error(`${figure}: over budget.`)
      process.exitCode = 1
    } else console.log(figure)
  }
  const leaked = initial.keys.filter((key) => key.startsWith('src/pages/memberCentre/'))
  if (leaked.length > 0) {
    console.error(`/ loads member-centre code for every visitor: ${leaked.join(', ')}`)
    process.exitCode = 1
  }
  const figure = `Initial JS of / is ${kB(initial.gzip)} gzip (budget ${kB(initialJsBudget)}, ${initial.files.length} chunk(s))`
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
