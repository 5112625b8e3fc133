/** Small generated pictures for stories: no network, and each looks different enough to tell apart. */
const palettes = [
  ['#7c3aed', '#ec4899'],
  ['#0891b2', '#1d4ed8'],
  ['#d97706', '#db2777'],
  ['#059669', '#0e7490'],
  ['#be123c', '#7c3aed'],
  ['#4338ca', '#c026d3'],
] as const

function svgUrl(width: number, height: number, index: number, text: string): string {
  const [from, to] = palettes[index % palettes.length] ?? palettes[0]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><text x="50%" y="55%" font-family="sans-serif" font-weight="800" font-size="${Math.round(height / 4)}" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const gameArt = (index: number, text: string) => svgUrl(320, 320, index, text)
export const vendorArt = (index: number, text: string) => svgUrl(240, 120, index, text)
export const bannerArt = (index: number, text: string) => svgUrl(1920, 500, index, text)
