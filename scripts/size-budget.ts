/**
 * CI gate: fails when the initial JavaScript of `/` in the built app (apps/web/dist) exceeds the budget.
 * Deterministic — it only reads files the build wrote; speed is measured by `pnpm bench`, not here.
 */
import { initialJsBudget, kB, measureApp } from './bundle-size'

try {
  const { initial } = measureApp()
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
