import type { SaveCsv } from '@portal/core'

/**
 * Hands CSV to the browser as a download: UTF-8 with a byte order mark, so spreadsheets read the member's
 * language, under `name`.
 */
function saveCsv(body: BlobPart, name: string): void {
  const file = new Blob(['\uFEFF', body], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the file to the browser; the URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** The export flow's save port: the CSV text as it is produced, in UTF-8, handed over as one download. */
export const downloadCsv: SaveCsv = async ({ name, body }) => {
  const file = await new Response(body.pipeThrough(new TextEncoderStream())).blob()
  saveCsv(file, name)
}
