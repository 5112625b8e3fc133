import { type BrandConfig, defaultBrand } from '@portal/core'
import { brandBlockId, decodeBrandBlock } from './brand/brandBlock'
import type { BrandFile } from './brand/brandFile'

/**
 * The brand this page serves: read before the first render from the data block the server filled in by host
 * (brand/brandBlock.ts). The server validated the file (serving/brandServing.ts, `pnpm brands`); here only the
 * texts the app reads at start are checked, so a hand-made or damaged block shows a page naming the problem
 * (brand/showBrandProblem.tsx, which runs the full validator), not a crash. The validator (valibot) stays out of
 * the first page's script.
 */
export type BrandReading = { ok: true; brand: BrandFile } | { ok: false; host: string; data: unknown }

const record = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Reads the page's brand block: the brand, or what the block held (nothing, or a brand that will not do). */
export function readBrand(page: Document, host: string): BrandReading {
  const text = page.getElementById(brandBlockId)?.textContent?.trim()
  let data: unknown
  try {
    data = text ? decodeBrandBlock(text) : undefined
  } catch {
    data = text
  }
  // The texts the app reads as it starts; the rest of the file the server checked (a missing colour only shows).
  const file = (record(data) ? data : {}) as Partial<BrandFile>
  const usable =
    Array.isArray(file.languages) &&
    [
      file.merchantCode,
      file.name,
      file.defaultLanguage,
      file.gateway,
      file.favicon?.url,
      file.logo?.dark?.url,
      file.logo?.light?.url,
    ].every((text) => typeof text === 'string')
  return usable ? { ok: true, brand: file as BrandFile } : { ok: false, host, data }
}

/**
 * Vitest and Storybook render without a server to fill the block: there, as in `pnpm start` for a host no brand
 * names, the brand that serves `localhost`. A production build folds this away.
 */
function developmentBrand(): BrandFile | undefined {
  if (!import.meta.env.DEV) return undefined
  const files = import.meta.glob<BrandFile>('../brands/*.json', { eager: true, import: 'default' })
  return Object.values(files).find((file) => file.hosts.includes('localhost'))
}

function pageBrand(): BrandReading {
  const reading = readBrand(document, window.location.host)
  const fallback = !reading.ok && reading.data === undefined ? developmentBrand() : undefined
  return fallback ? { ok: true, brand: fallback } : reading
}

export const brandReading = pageBrand()

// Without a brand the app shows only the problem (brand/showBrandProblem.tsx) and renders nothing that reads the
// brand; the modules that read it as they load (the language list) get the shipped languages until then.
const file = (
  brandReading.ok ? brandReading.brand : { languages: ['EN', 'CN', 'TW', 'VI', 'AR'] }
) as BrandFile

/** What the app shows and sends for the brand. */
export const brand = {
  name: file.name,
  /** Product language codes the brand offers, in selector order. */
  languages: file.languages as readonly string[],
  logo: file.logo,
  favicon: file.favicon,
  /** The core's part of the brand. */
  portal: {
    ...defaultBrand,
    merchantCode: file.merchantCode,
    defaultLanguage: file.defaultLanguage,
    apiBaseUrl: file.gateway,
    ...(file.realtimeUrl && { realtimeUrl: file.realtimeUrl }),
    ...(file.memberTopic && { memberTopic: file.memberTopic }),
    ...(file.imageCdns && { imageCdns: file.imageCdns }),
    ...(file.launchCdns && { launchCdns: file.launchCdns }),
  } satisfies BrandConfig,
}
