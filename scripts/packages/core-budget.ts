/**
 * `pnpm size` gate for the published core: `createLogin` imported alone from the BUILT `@portal/core` must stay
 * within 20 KiB gzip, which holds only while the package ships unbundled ES modules a bundler can tree-shake.
 * Deterministic: it bundles the files `pnpm build` wrote.
 */
import { createLoginBudget, measureCreateLogin } from '../core-size'

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

try {
  const { gzip } = await measureCreateLogin()
  const figure = `createLogin alone from the built @portal/core is ${kib(gzip)} gzip (budget ${kib(createLoginBudget)})`
  if (gzip > createLoginBudget) {
    console.error(
      `${figure}: over budget. Is the core still built unbundled, with \`/* @__PURE__ */\` on module-level calls?`,
    )
    process.exitCode = 1
  } else {
    console.log(`${figure}: within budget.`)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
