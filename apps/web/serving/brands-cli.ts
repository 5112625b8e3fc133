/**
 * `pnpm brands [--brands <folder>] [--out <file>]`: validates every brand file of the folder (apps/web/brands by
 * default) and writes the nginx include that serves each by host (portal-brands.conf beside portal.conf by
 * default). Fails, writing nothing, when a file is invalid (a palette short of WCAG AA contrast included) or two
 * claim the same host or id, naming each.
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { brandProblems, loadBrands, nginxBrandMaps } from './brandsConfig.ts'

const here = import.meta.dirname
const { values } = parseArgs({
  options: {
    brands: { type: 'string', default: `${here}/../brands` },
    out: { type: 'string', default: `${here}/nginx/portal-brands.conf` },
  },
})

const entries = loadBrands(values.brands)
const problems = brandProblems(entries)
if (entries.length === 0) problems.push(`${values.brands}: no brand file (*.json)`)
if (problems.length > 0) {
  console.error(
    `No brand include written; fix these first:\n${problems.map((line) => `  ${line}`).join('\n')}`,
  )
  process.exitCode = 1
} else {
  writeFileSync(values.out, nginxBrandMaps(entries.flatMap((entry) => (entry.ok ? [entry.brand] : []))))
  const hosts = entries.flatMap((entry) => (entry.ok ? entry.brand.hosts : []))
  console.log(`${values.out}: ${entries.length} brand(s) for ${hosts.join(', ')}`)
}
