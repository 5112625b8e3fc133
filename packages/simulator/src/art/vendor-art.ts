import { type VendorImageVariant, vendorImageVariants } from '@portal/core'
import { glyphFor } from './glyphs'
import { escapeXml, fitText, fontStack, paletteFor, svgDocument } from './svg'

/** One of the portal's image variants (docs/game-art.md): small icons, list images and the submenu card. */
export const isVendorVariant = (text: string): text is VendorImageVariant =>
  (vendorImageVariants as readonly string[]).includes(text)

export interface VendorArt {
  code: string
  /** The vendor's display name; the code when unknown. */
  name: string
  /** The category the picture shows (esport and cockfight vendors their own). */
  category: string
}

/** Up to three letters that stand for the vendor: the code without its TCG_ prefix, e.g. `VN` for TCG_LOTTO_VN. */
export function monogram(code: string): string {
  const parts = code
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
  const last =
    parts.length > 1
      ? parts
          .slice(1)
          .map((part) => part[0])
          .join('')
      : (parts[0] ?? '?')
  return last.slice(0, 4)
}

const defs = (id: string, code: string, hueShift = 0) => {
  const p = paletteFor(code)
  const hue = (p.hue + hueShift) % 360
  return `<defs>
<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 85% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 80% 36%)"/></linearGradient>
<radialGradient id="${id}-glow" cx=".2" cy=".1" r="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>`
}

/** Small round icon: the monogram; `active` in full colour, default in a quiet outline for idle menus. */
function icon(art: VendorArt, active: boolean): string {
  const mono = escapeXml(monogram(art.code))
  const size = fitText(mono, 44, 24)
  const p = paletteFor(art.code)
  const face = active
    ? `<circle cx="32" cy="32" r="30" fill="url(#i-bg)"/><circle cx="32" cy="32" r="30" fill="url(#i-glow)"/>`
    : `<circle cx="32" cy="32" r="29" fill="#1b2033" stroke="${p.light}" stroke-opacity=".7" stroke-width="2"/>`
  return svgDocument(
    64,
    64,
    `${defs('i', art.code)}${face}<text x="32" y="${32 + size * 0.36}" text-anchor="middle" ${fontStack} font-size="${size}" font-weight="900" fill="${active ? '#fff' : p.light}">${mono}</text>`,
  )
}

/** 240×120 list image: emblem of the category, the code big and the full name under it. */
function listImage(art: VendorArt, variant: 'white' | 'color' | 'color2' | 'purple'): string {
  const code = escapeXml(art.code.replace(/^TCG_/, '').replace(/_/g, ' '))
  const name = escapeXml(art.name)
  const codeSize = fitText(code, 140, 40)
  const nameSize = fitText(art.name, 150, 15)
  const p = paletteFor(art.code)
  const background = {
    white: '',
    color: `<rect width="240" height="120" rx="18" fill="url(#l-bg)"/><rect width="240" height="120" rx="18" fill="url(#l-glow)"/>`,
    color2: `<rect x="1.5" y="1.5" width="237" height="117" rx="17" fill="${p.base}" stroke="url(#l-bg)" stroke-width="3"/><rect width="240" height="120" rx="18" fill="url(#l-glow)" opacity=".4"/>`,
    purple: `<rect width="240" height="120" rx="18" fill="url(#l-bg)"/><rect width="240" height="120" rx="18" fill="url(#l-glow)"/>`,
  }[variant]
  const ink = variant === 'color2' ? 'url(#l-bg)' : '#fff'
  // Purple is one fixed family whatever the code: the hue is pulled to violet.
  const shift = variant === 'purple' ? (275 - p.hue + 360) % 360 : 0
  return svgDocument(
    240,
    120,
    `${defs('l', art.code, shift)}${background}
<g transform="translate(14 24) scale(.72)" fill="${variant === 'color2' ? p.light : '#fff'}" fill-opacity="${variant === 'white' ? 1 : 0.9}">${glyphFor(art.category)}</g>
<text x="160" y="${58 + codeSize * 0.18}" text-anchor="middle" ${fontStack} font-size="${codeSize}" font-weight="900" fill="${ink}" letter-spacing="1">${code}</text>
<text x="160" y="94" text-anchor="middle" ${fontStack} font-size="${nameSize}" font-weight="600" fill="${variant === 'color2' ? '#fff' : '#fff'}" fill-opacity=".85">${name}</text>`,
  )
}

/** 320×160 wide card of the header drop-down: gradient, a large faded emblem, name and category. */
function submenu(art: VendorArt): string {
  const name = escapeXml(art.name)
  const size = fitText(art.name, 190, 30)
  return svgDocument(
    320,
    160,
    `${defs('s', art.code)}<rect width="320" height="160" rx="20" fill="url(#s-bg)"/>
<g transform="translate(190 18) scale(1.3)" fill="#fff" fill-opacity=".22">${glyphFor(art.category)}</g>
<rect width="320" height="160" rx="20" fill="url(#s-glow)"/>
<text x="22" y="${88 + size * 0.1}" ${fontStack} font-size="${size}" font-weight="900" fill="#fff">${name}</text>
<rect x="22" y="108" width="${art.category.length * 10 + 24}" height="26" rx="13" fill="#000" fill-opacity=".35"/>
<text x="34" y="126" ${fontStack} font-size="13" font-weight="800" fill="#fff" letter-spacing="1.5">${escapeXml(art.category)}</text>`,
  )
}

export function vendorImage(art: VendorArt, variant: VendorImageVariant): string {
  switch (variant) {
    case 'icon-default':
      return icon(art, false)
    case 'icon-active':
      return icon(art, true)
    case 'submenu':
      return submenu(art)
    default:
      return listImage(art, variant)
  }
}
