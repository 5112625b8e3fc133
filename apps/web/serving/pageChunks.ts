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
 * The page modules each path opens (routes.ts: the benchmarked pages and those of the same groups), by its first
 * segment or, where the page is a frame around another, its first two: the member and agent centres show their
 * default page without one. A path missing here only loses the head start; the router still loads its page.
 */
const memberCentre = 'pages/memberCentre/MemberCentrePage.tsx'
const memberHome = [memberCentre, 'pages/memberCentre/security/SecurityCentrePage.tsx']
const agentCentre = 'pages/agentCentre/AgentCentrePage.tsx'
const agentHome = [agentCentre, 'pages/agentCentre/overview/TeamOverviewPage.tsx']
const pageModules: Readonly<Record<string, string | readonly string[]>> = {
  '/login': 'pages/login/LoginPage.tsx',
  '/register': 'pages/register/RegisterPage.tsx',
  '/forgotPassword': 'pages/forgotPassword/ForgotPasswordPage.tsx',
  '/promotions': 'pages/promotions/PromotionsPage.tsx',
  '/down': 'pages/download/DownloadPage.tsx',
  '/rng': 'pages/gameListCenter/GameListCenterPage.tsx',
  '/inHouse': 'pages/gameListCenter/GameListCenterPage.tsx',
  '/gameListCenter': 'pages/gameListCenter/GameListCenterPage.tsx',
  '/member': memberHome,
  '/member/securityCenter': memberHome,
  '/agentHome': agentHome,
  '/agentHome/agentTeamOverview': agentHome,
  ...Object.fromEntries(
    ['fish', 'live', 'pvp', 'sports', 'esports', 'hot', 'cockfight', 'lott', 'elott'].map((name) => [
      `/${name}`,
      'pages/gameCentre/GameCentrePage.tsx',
    ]),
  ),
}

/**
 * A chunk and every chunk it imports statically, transitively: `files` each chunk before what it imports (what a
 * page needs first comes first), `dependenciesFirst` each after what it imports — the order of the cascade, where
 * an imported module's styles come before those of the module that overrides them.
 */
function closure(
  bundle: OutputBundle,
  start: readonly string[],
): { files: Set<string>; dependenciesFirst: string[] } {
  const files = new Set<string>()
  const dependenciesFirst: string[] = []
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (files.has(fileName) || chunk?.type !== 'chunk') return
    files.add(fileName)
    for (const imported of chunk.imports) visit(imported)
    dependenciesFirst.push(fileName)
  }
  for (const fileName of start) visit(fileName)
  return { files, dependenciesFirst }
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
  ).files
  const table: PageChunkTable = { files: [], paths: {} }
  const indexOf = (file: string) => {
    const index = table.files.indexOf(file)
    return index >= 0 ? index : table.files.push(file) - 1
  }
  for (const [path, modules] of Object.entries(pageModules)) {
    const pages = [modules]
      .flat()
      .map((module) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/${module}`)))
    if (pages.some((page) => !page)) continue
    const entries = pages.map((page) => (page as OutputChunk).fileName)
    const pageClosure = closure(bundle, entries)
    const files = [...pageClosure.files].filter((fileName) => !initial.has(fileName))
    // The early script puts the styles into the page as stylesheets, in this order.
    const styles = pageClosure.dependenciesFirst
      .filter((fileName) => !initial.has(fileName))
      .flatMap((fileName) => [...((bundle[fileName] as OutputChunk).viteMetadata?.importedCss ?? [])])
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
