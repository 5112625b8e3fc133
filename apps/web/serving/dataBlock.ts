import type { Rollup } from 'vite'

/** The early script's opening (earlyBoot.ts): the build's data blocks go just before it, which reads them. */
const earlyScript = '<script>(function () {'

/** The built page with `value` as a JSON data block of this id before the early script. Data, not code: the
 * Content-Security-Policy's script hashes (headers.ts) do not depend on the build's file names. */
export function withDataBlock(html: string, id: string, value: unknown): string {
  if (!html.includes(earlyScript)) throw new Error('the built index.html has no early script')
  const json = JSON.stringify(value).replaceAll('<', '\\u003c')
  return html.replace(
    earlyScript,
    () => `<script type="application/json" id="${id}">${json}</script>\n    ${earlyScript}`,
  )
}

/** The bundle's chunks (not its assets). */
export const chunksOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
