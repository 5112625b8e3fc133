import type { Plugin, Rollup } from 'vite'
import { languages } from '../src/i18n/languages.ts'
import { chunksOf, withDataBlock } from './dataBlock.ts'

/**
 * The id of the data block that lists the app's own first files in the built index.html. The build takes the module
 * script tags out of the page's head and the early script (earlyBoot.ts) asks for them once the boot shell's
 * banner has been painted, or at once on a page without a shell (issue 17): fetched with the page, they share the
 * phone's line with the banner, and their run takes the frames in which the banner would have shown. With them it
 * preloads what the app imports as soon as it runs: the catalog of the language the page will open in (before the
 * first render) and the HTTP client (the core's transport loads ky with the first call the page did not ask early).
 * Asked only once the app's script had run, each cost a round trip more.
 */
export const appScriptsId = 'portal-app-scripts'

/** The app's scripts, in order, each language code's catalog chunk, and the chunks every page imports at once. */
export interface AppFiles {
  scripts: string[]
  catalogs: Record<string, string>
  preloads: string[]
}

const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g

/** Each shipped language's compiled catalog in the bundle (i18n/catalogs.ts imports one chunk per catalog). */
export function catalogFiles(bundle: Rollup.OutputBundle, base = '/'): Record<string, string> {
  const chunks = chunksOf(bundle)
  return Object.fromEntries(
    languages.flatMap((language) => {
      const chunk = chunks.find((file) =>
        file.facadeModuleId?.endsWith(`/src/locales/${language.catalog}.po`),
      )
      return chunk ? [[language.code, base + chunk.fileName]] : []
    }),
  )
}

const kyModule = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?ky[\\/]/

/** The HTTP client's chunk (ky, which the core's transport imports lazily). */
export function httpClientFiles(bundle: Rollup.OutputBundle, base = '/'): string[] {
  return chunksOf(bundle)
    .filter((chunk) => kyModule.test(chunk.facadeModuleId ?? ''))
    .map((chunk) => base + chunk.fileName)
}

/** The built page with its module scripts moved into the data block, just before the early script that reads it. */
export function withAppScriptsDeferred(
  html: string,
  { catalogs = {}, preloads = [] }: Partial<Omit<AppFiles, 'scripts'>> = {},
): string {
  const scripts = [...html.matchAll(moduleScript)].map((match) => match[1] as string)
  if (scripts.length === 0) throw new Error('the built index.html loads no module script')
  const files: AppFiles = { scripts, catalogs, preloads }
  return withDataBlock(html.replace(moduleScript, ''), appScriptsId, files)
}

/** The app's scripts read back from a built page: those of the data block, else its module script tags. */
export function appScriptsOf(html: string): string[] {
  const block = html.match(
    new RegExp(`<script type="application/json" id="${appScriptsId}">([^<]*)</script>`),
  )
  if (block) return (JSON.parse(block[1] as string) as AppFiles).scripts
  return [...html.matchAll(moduleScript)].map((match) => match[1] as string)
}

/** The build's plugin (not the dev server's, whose page keeps its script tag and Vite's client). */
export function appScripts(): Plugin {
  return {
    name: 'portal:app-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        withAppScriptsDeferred(
          html,
          bundle ? { catalogs: catalogFiles(bundle), preloads: httpClientFiles(bundle) } : {},
        ),
    },
  }
}
