/**
 * Which modules the initial JavaScript of `/` is made of, by gzip bytes: reads the hidden source maps the
 * production build leaves in `apps/web/dist-sourcemaps/` (run `pnpm build` first) and attributes every byte of
 * each initial chunk to the source it came from. A module's figure is what the chunk's gzip loses without it, so
 * the figures need not add up to the chunk's (gzip shares its dictionary between neighbours).
 *
 *   tsx scripts/chunk-attribution.ts [--by=package|module] [--top=40]
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSize, kB, measureApp, webDist } from './bundle-size'

const mapsDir = join(webDist, '..', 'dist-sourcemaps')

const base64 = new Map(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
)

/** One segment's fields, decoded from base64 VLQ (source map v3). */
function decodeSegment(segment: string): number[] {
  const fields: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = base64.get(char) ?? 0
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return fields
}

interface SourceMap {
  sources: string[]
  mappings: string
}

/** For each line of the generated file, its ranges `[startColumn, endColumn, source]` (source -1: unmapped). */
function rangesOf(map: SourceMap, lines: string[]): Array<Array<[number, number, number]>> {
  let source = 0
  return map.mappings.split(';').map((line, index) => {
    const length = lines[index]?.length ?? 0
    const starts: Array<[number, number]> = []
    let column = 0
    for (const segment of line.split(',').filter(Boolean)) {
      const fields = decodeSegment(segment)
      column += fields[0] ?? 0
      if (fields.length >= 4) source += fields[1] ?? 0
      starts.push([column, fields.length >= 4 ? source : -1])
    }
    return starts.map(
      ([start, src], i) => [start, starts[i + 1]?.[0] ?? length, src] as [number, number, number],
    )
  })
}

/** `../../node_modules/.pnpm/react-dom@19…/node_modules/react-dom/cjs/x.js` → `react-dom`; workspace paths kept. */
function packageOf(source: string): string {
  const inModules = source.match(/node_modules\/(?!\.pnpm)((?:@[^/]+\/)?[^/]+)/g)?.at(-1)
  if (inModules) return inModules.replace(/^node_modules\//, '')
  const workspace = source.replace(/^(\.\.\/)+/, '')
  const folder = workspace.match(/^(packages\/[^/]+\/src\/[^/]+|apps\/web\/src\/[^/]+(\/[^/.]+)?)/)?.[0]
  return folder ?? workspace
}

function moduleOf(source: string): string {
  return source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\/(?!\.pnpm)/, '')
}

const { values } = parseArgs({
  options: { by: { type: 'string', default: 'package' }, top: { type: 'string' } },
})
const keyOf = values.by === 'module' ? moduleOf : packageOf
const top = Number(values.top ?? 40)

const { initial } = measureApp()
const rows = new Map<string, { raw: number; gzip: number }>()
let total = 0
for (const file of initial.files) {
  const code = readFileSync(join(webDist, file), 'utf8')
  const mapFile = join(mapsDir, `${file}.map`)
  // The bundler's runtime chunk is written without a map.
  const map: SourceMap = existsSync(mapFile)
    ? JSON.parse(readFileSync(mapFile, 'utf8'))
    : { sources: [], mappings: '' }
  const lines = code.split('\n')
  const ranges = rangesOf(map, lines)
  const full = gzipSize(code)
  total += full
  const byKey = new Map<string, Array<[number, number, number]>>()
  ranges.forEach((lineRanges, line) => {
    for (const [start, end, src] of lineRanges) {
      const key = src < 0 ? '(unmapped)' : keyOf(map.sources[src] ?? '?')
      byKey.set(key, [...(byKey.get(key) ?? []), [line, start, end]])
    }
  })
  for (const [key, spans] of byKey) {
    const without = lines.map((text) => [...text])
    let raw = 0
    for (const [line, start, end] of spans) {
      raw += end - start
      without[line]?.fill('', start, end)
    }
    const gzip = full - gzipSize(without.map((chars) => chars.join('')).join('\n'))
    const row = rows.get(key) ?? { raw: 0, gzip: 0 }
    rows.set(key, { raw: row.raw + raw, gzip: row.gzip + gzip })
  }
}

console.log(
  `Initial JS of /: ${kB(total)} gzip in ${initial.files.length} file(s): ${initial.files.join(', ')}`,
)
const sorted = [...rows].sort((a, b) => b[1].gzip - a[1].gzip)
for (const [key, { raw, gzip }] of sorted.slice(0, top))
  console.log(`${String(gzip).padStart(7)} B gz ${String(raw).padStart(8)} B raw  ${key}`)
const rest = sorted.slice(top)
if (rest.length > 0)
  console.log(`${String(rest.reduce((s, [, r]) => s + r.gzip, 0)).padStart(7)} B gz in ${rest.length} more`)
