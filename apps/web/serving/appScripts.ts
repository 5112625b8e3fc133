import type { Plugin } from 'vite'

/**
 * The id of the data block that lists the app's own scripts in the built index.html. The build takes the module
 * script tags out of the page's head and the early script (earlyBoot.ts) asks for them once the boot shell's
 * banner has been painted, or at once on a page without a shell (issue 17): fetched with the page, they share the
 * phone's line with the banner, and their run takes the frames in which the banner would have shown.
 */
export const appScriptsId = 'portal-app-scripts'

const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g

/** The built page with its module scripts moved into the data block, just before the early script that reads it. */
export function withAppScriptsDeferred(html: string): string {
  const sources = [...html.matchAll(moduleScript)].map((match) => match[1] as string)
  if (sources.length === 0) throw new Error('the built index.html loads no module script')
  if (!html.includes('<script>(function () {')) throw new Error('the built index.html has no early script')
  const block = `<script type="application/json" id="${appScriptsId}">${JSON.stringify(sources)}</script>`
  return html
    .replace(moduleScript, '')
    .replace('<script>(function () {', () => `${block}\n    <script>(function () {`)
}

/** The app's scripts read back from a built page: those of the data block, else its module script tags. */
export function appScriptsOf(html: string): string[] {
  const block = html.match(
    new RegExp(`<script type="application/json" id="${appScriptsId}">([^<]*)</script>`),
  )
  if (block) return JSON.parse(block[1] as string) as string[]
  return [...html.matchAll(moduleScript)].map((match) => match[1] as string)
}

/** The build's plugin (not the dev server's, whose page keeps its script tag and Vite's client). */
export function appScripts(): Plugin {
  return {
    name: 'portal:app-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withAppScriptsDeferred(html) },
  }
}
