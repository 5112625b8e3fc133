/**
 * The page carries its brand as a data block the server fills in by host (nginx's `sub_filter` from the include
 * `pnpm brands` writes; the dev and preview servers' middleware, serving/brandServing.ts): data, not script, so the
 * page's inline script hashes are the same for every brand. Its text is the brand file's JSON percent-encoded, so
 * an nginx map value needs no escaping (no `$`, quote, backslash or `<` survives encoding); empty when no brand
 * serves the host. A file the server found invalid travels as `{"invalid": [...]}`, so the page names its fields.
 */
export const brandBlockId = 'portal-brand'

/** The empty block in index.html, which the server fills. */
export const brandBlockMarker = `<script type="application/json" id="${brandBlockId}"></script>`

export function encodeBrandBlock(value: unknown): string {
  return encodeURIComponent(JSON.stringify(value))
}

export function decodeBrandBlock(text: string): unknown {
  return JSON.parse(decodeURIComponent(text))
}

/** The page with its block filled (the empty string: no brand for this host). */
export function withBrandBlock(html: string, encoded: string): string {
  if (!html.includes(brandBlockMarker))
    throw new Error(`index.html has lost its brand block ${brandBlockMarker}`)
  return html.replace(brandBlockMarker, () => brandBlockMarker.replace('></', `>${encoded}</`))
}
