import type { Plugin, Rollup } from 'vite'
import { chunksOf, withDataBlock } from './dataBlock.ts'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/**
 * The id of the data block the build puts into index.html: each first path segment's page files (its lazy chunk,
 * the chunks it imports that the first page does not load, and their styles). The early script
 * (earlyBoot.ts) starts them with the app's own scripts instead of after the app's first render.
 */
export const pageChunksId = 'portal-page-chunks'

/**
 * The page module each path's first segment opens (routes.ts: the benchmarked pages and those of the same groups).
 * A path missing here only loses the head start; the router still loads its page.
 */
const pageModules: Readonly<Record<string, string>> = {
  '/login': 'pages/login/LoginPage.tsx',
  '/register': 'pages/register/RegisterPage.tsx',
  '/forgotPassword': 'pages/forgotPassword/ForgotPasswordPage.tsx',
  '/promotions': 'pages/promotions/PromotionsPage.tsx',
  '/down': 'pages/download/DownloadPage.tsx',
  '/rng': 'pages/gameListCenter/GameListCenterPage.tsx',
  '/inHouse': 'pages/gameListCenter/GameListCenterPage.tsx',
  '/gameListCenter': 'pages/gameListCenter/GameListCenterPage.tsx',
  '/member': 'pages/memberCentre/MemberCentrePage.tsx',
  '/agentHome': 'pages/agentCentre/AgentCentrePage.tsx',
  ...Object.fromEntries(
    ['fish', 'live', 'pvp', 'sports', 'esports', 'hot', 'cockfight', 'lott', 'elott'].map((name) => [
      `/${name}`,
      'pages/gameCentre/GameCentrePage.tsx',
    ]),
  ),
}

/** A chunk and every chunk it imports statically, transitively. */
function closure(bundle: OutputBundle, start: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (seen.has(fileName) || chunk?.type !== 'chunk') return
    seen.add(fileName)
    for (const imported of chunk.imports) visit(imported)
  }
  for (const fileName of start) visit(fileName)
  return seen
}

/**
 * Each path's page files, in the order a page needs them (its chunk first): `files` names each file once (from the
 * site's root), `paths` lists each path's files by their index there (pages share most of their files).
 */
export interface PageChunkTable {
  files: string[]
  paths: Record<string, number[]>
}

export function pageChunkTable(bundle: OutputBundle, base = '/'): PageChunkTable {
  const chunks = chunksOf(bundle)
  const initial = closure(
    bundle,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  )
  const table: PageChunkTable = { files: [], paths: {} }
  const indexOf = (file: string) => {
    const index = table.files.indexOf(file)
    return index >= 0 ? index : table.files.push(file) - 1
  }
  for (const [path, module] of Object.entries(pageModules)) {
    const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/${module}`))
    if (!page) continue
    const files = [...closure(bundle, [page.fileName])].filter((fileName) => !initial.has(fileName))
    const styles = files.flatMap((fileName) => [
      ...((bundle[fileName] as OutputChunk).viteMetadata?.importedCss ?? []),
    ])
    table.paths[path] = [...files, ...new Set(styles)].map((fileName) => indexOf(base + fileName))
  }
  return table
}

/** The build's plugin: puts the table into the built index.html, just before the early script that reads it. */
export function pageChunks(): Plugin {
  return {
    name: 'portal:page-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        bundle ? withDataBlock(html, pageChunksId, pageChunkTable(bundle)) : html,
    },
  }
}
