import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { encodeBrandBlock } from '../src/brand/brandBlock.ts'
import { contrastProblems } from '../src/brand/brandContrast.ts'
import { type BrandFile, parseBrandFile } from '../src/brand/brandFile.ts'
import { brandOrigins } from './headers.ts'

/** One brand file of a folder: the brand, or what is wrong with it (and the hosts it claims, if readable). */
export type BrandEntry =
  | { file: string; ok: true; brand: BrandFile }
  | { file: string; ok: false; issues: string[]; hosts: string[] }

/** Every `*.json` of the folder, validated (its palettes' contrast too), in name order. */
export function loadBrands(folder: string): BrandEntry[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name): BrandEntry => {
      const file = join(folder, name)
      let data: unknown
      try {
        data = JSON.parse(readFileSync(file, 'utf8'))
      } catch (error) {
        return { file, ok: false, issues: [`(the file): not JSON (${(error as Error).message})`], hosts: [] }
      }
      const result = parseBrandFile(data)
      // A palette that cannot be read (brandContrast.ts) is as wrong as a missing field: no visitor should get it.
      const unreadable = result.ok ? contrastProblems(result.brand.palette) : []
      if (result.ok && unreadable.length === 0) return { file, ok: true, brand: result.brand }
      const hosts = (data as { hosts?: unknown }).hosts
      const claimed = Array.isArray(hosts) ? hosts.filter((host) => typeof host === 'string') : []
      return {
        file,
        ok: false,
        issues: result.ok ? unreadable : result.problem.kind === 'invalid' ? result.problem.issues : [],
        hosts: claimed,
      }
    })
}

/** What keeps a folder of brands from being served: each file's wrong fields, and hosts or ids claimed twice. */
export function brandProblems(entries: readonly BrandEntry[]): string[] {
  const problems = entries.flatMap((entry) =>
    entry.ok ? [] : entry.issues.map((issue) => `${entry.file}: ${issue}`),
  )
  const seen = new Map<string, string>()
  for (const entry of entries) {
    if (!entry.ok) continue
    for (const key of [`id ${entry.brand.id}`, ...entry.brand.hosts.map((host) => `host ${host}`)]) {
      const other = seen.get(key)
      if (other) problems.push(`${entry.file}: ${key} is also claimed by ${other}`)
      else seen.set(key, entry.file)
    }
  }
  return problems
}

/** The block a host's page carries (brand/brandBlock.ts): its brand, the problems of its file, or nothing. */
export function brandBlockFor(
  entries: readonly BrandEntry[],
  host: string,
): { encoded: string; brand?: BrandFile } {
  for (const entry of entries) {
    if (entry.ok && entry.brand.hosts.includes(host))
      return { encoded: encodeBrandBlock(entry.brand), brand: entry.brand }
    if (!entry.ok && entry.hosts.includes(host))
      return { encoded: encodeBrandBlock({ invalid: entry.issues }) }
  }
  return { encoded: '' }
}

const spaced = (origins: readonly string[]) => origins.map((origin) => ` ${origin}`).join('')

/**
 * The nginx include for a folder of valid brands: per host (`$host`), the page's brand block and the policy's
 * extra origins (headers.ts `nginxOriginVariables`). A host no brand names gets an empty block (the page says so)
 * and no extra origin. Values are percent-encoded JSON and plain origins: nothing nginx would read as a
 * variable, a quote or an escape.
 */
export function nginxBrandMaps(brands: readonly BrandFile[]): string {
  const map = (variable: string, value: (brand: BrandFile) => string) => [
    `map $host ${variable} {`,
    '    default "";',
    ...brands.flatMap((brand) => brand.hosts.map((host) => `    ${host} "${value(brand)}";`)),
    '}',
  ]
  return [
    '# Written by `pnpm brands` from the brand files (apps/web/serving/brands-cli.ts); do not edit by hand.',
    "# Included in the http block before portal.conf's server (docs/deploy.md).",
    ...map('$portal_brand', encodeBrandBlock),
    // Each origin with a space before it: the header writes the variable right after the directive's last source.
    ...map('$portal_connect_src', (brand) => spaced(brandOrigins(brand).connect)),
    ...map('$portal_img_src', (brand) => spaced(brandOrigins(brand).images)),
    ...map('$portal_frame_src', (brand) => spaced(brandOrigins(brand).frames)),
    '',
  ].join('\n')
}
