import { glyphFor } from './glyphs'
import { directionOf, escapeXml, fitText, fontStack, paletteFor, svgDocument } from './svg'

function gradients(id: string, code: string): string {
  const p = paletteFor(code)
  return `<defs>
<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>
<radialGradient id="${id}-glow" cx=".25" cy=".2" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}-shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".75"/></linearGradient>
</defs>`
}

/** Round avatar with the account's initials. */
export function avatar(name: string): string {
  const initials = escapeXml(
    name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 2)
      .toUpperCase() || '?',
  )
  return svgDocument(
    128,
    128,
    `${gradients('a', name)}<circle cx="64" cy="64" r="64" fill="url(#a-bg)"/><circle cx="64" cy="64" r="64" fill="url(#a-glow)"/>
<circle cx="64" cy="64" r="58" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>
<text x="64" y="80" text-anchor="middle" ${fontStack} font-size="46" font-weight="800" fill="#fff" letter-spacing="1">${initials}</text>`,
  )
}

/** Vendor logo: the code set bold on a glowing pill; `white` is the monochrome variant for dark bars. */
export function vendorLogo(code: string, variant: string): string {
  const text = escapeXml(code.toUpperCase())
  const size = fitText(code, 190, 44)
  const badgeSize = fitText(code, 150, 38)
  if (variant === 'white')
    return svgDocument(
      220,
      80,
      `<text x="110" y="${40 + size * 0.36}" text-anchor="middle" ${fontStack} font-size="${size}" font-weight="900" fill="#fff" letter-spacing="2">${text}</text>`,
    )
  const p = paletteFor(code)
  return svgDocument(
    220,
    80,
    `${gradients('v', code)}<rect x="2" y="2" width="216" height="76" rx="20" fill="${p.base}" stroke="url(#v-bg)" stroke-width="3"/>
<rect x="2" y="2" width="216" height="76" rx="20" fill="url(#v-glow)" opacity=".5"/>
<circle cx="30" cy="40" r="12" fill="url(#v-bg)"/><circle cx="30" cy="40" r="5" fill="${p.base}"/>
<text x="122" y="${40 + badgeSize * 0.36}" text-anchor="middle" ${fontStack} font-size="${badgeSize}" font-weight="900" fill="url(#v-bg)" letter-spacing="1.5">${text}</text>`,
  )
}

export interface TileText {
  title: string
  /** Sub-class or category shown top left (SLOT, SC, LIVE, …); none when empty. */
  badge: string
  /** The emblem's category. */
  category: string
  /** Vendor code shown top right, when known. */
  vendor?: string
}

/**
 * Game tile: gradient, the category's emblem large and faded, a few shapes chosen by the code. The title is the
 * picture's `<title>`, not drawn: the card prints the name under the picture in the page's language, and a drawn
 * one showed it twice and sat under the card's buttons on a phone (issue 18).
 */
export function gameTile(code: string, { title, badge, category, vendor }: TileText): string {
  const p = paletteFor(code)
  const shapes = [0, 1, 2]
    .map((index) => {
      const bits = (p.bits >>> (index * 3)) & 7
      const x = 30 + ((bits * 37 + index * 71) % 260)
      const y = 30 + ((bits * 53 + index * 43) % 150)
      const r = 18 + ((bits * 11) % 30)
      return bits % 2
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity=".${10 + index * 3}"/>`
        : `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r}" rx="6" transform="rotate(45 ${x} ${y})" fill="${p.accent}" fill-opacity=".${25 + index * 5}"/>`
    })
    .join('')
  const vendorChip = vendor
    ? `<text x="300" y="34" text-anchor="end" ${fontStack} font-size="14" font-weight="800" fill="#fff" fill-opacity=".8" letter-spacing="1">${escapeXml(vendor.replace(/^TCG_/, ''))}</text>`
    : ''
  return svgDocument(
    320,
    320,
    `<title>${escapeXml(title)}</title>${gradients('g', code)}<rect width="320" height="320" rx="24" fill="url(#g-bg)"/>${shapes}
<g transform="translate(75 55) scale(1.7)" fill="#fff" fill-opacity=".3">${glyphFor(category)}</g>
<rect width="320" height="320" rx="24" fill="url(#g-glow)"/><rect width="320" height="320" rx="24" fill="url(#g-shade)"/>
${
  badge
    ? `<rect x="16" y="16" rx="11" width="${badge.length * 11 + 22}" height="26" fill="#000" fill-opacity=".45"/>
<text x="27" y="34" ${fontStack} font-size="14" font-weight="800" fill="#fff" letter-spacing="1.5">${escapeXml(badge)}</text>`
    : ''
}${vendorChip}`,
  )
}

/**
 * Wide banner: deep gradient, light streaks, big headline and a call-to-action pill. A right-to-left headline
 * is set right-to-left (its bidi base, so a number and its sign sit where an Arabic reader expects them) and the
 * picture is mirrored: text and button on the right, emblem on the left. The line above the headline is white:
 * in the accent colour it vanished on gradients of a neighbouring hue.
 */
export function banner(
  key: string,
  title: string,
  subtitle = '',
  category = '',
  action = 'PLAY NOW',
): string {
  // Coloured by the title too: neighbouring keys (w_home-1, w_home-3) would otherwise look alike.
  const p = paletteFor(`${key}:${title}`)
  const rtl = directionOf(title) === 'rtl'
  /** x measured from the picture's leading edge: the left one, or the right one when mirrored. */
  const at = (x: number) => (rtl ? 1920 - x : x)
  // Letters of a cursive script must stay joined: no tracking for them.
  const text = (x: number, spacing: number) =>
    rtl ? `x="${at(x)}" direction="rtl"` : `x="${x}" letter-spacing="${spacing}"`
  const streaks = [0, 1, 2, 3, 4]
    .map(
      (index) =>
        `<rect x="${900 + index * 190}" y="-200" width="${40 + index * 18}" height="1000" fill="#fff" fill-opacity=".0${4 + index}" transform="rotate(25 ${900 + index * 190} 250)"/>`,
    )
    .join('')
  return svgDocument(
    1920,
    500,
    `${gradients('b', `${key}:${title}`)}<rect width="1920" height="500" fill="${p.base}"/>
<rect width="1920" height="500" fill="url(#b-bg)" opacity=".6"/><g${rtl ? ' transform="matrix(-1 0 0 1 1920 0)"' : ''}>${streaks}</g>
<circle cx="${at(1540)}" cy="250" r="190" fill="none" stroke="${p.accent}" stroke-width="16" stroke-opacity=".6"/>
<circle cx="${at(1540)}" cy="250" r="120" fill="${p.accent}" fill-opacity=".25"/>
<g transform="translate(${at(1540) - 90} 160) scale(1.8)" fill="#fff" fill-opacity=".85">${glyphFor(category)}</g>
<rect width="1920" height="500" fill="url(#b-glow)"/>
<text ${text(160, 6)} y="130" ${fontStack} font-size="30" font-weight="700" fill="#fff" fill-opacity=".9">${escapeXml(subtitle.toUpperCase())}</text>
<text ${text(160, 2)} y="250" ${fontStack} font-size="${fitText(title, 1050, 110)}" font-weight="900" fill="#fff">${escapeXml(title)}</text>
<rect x="${rtl ? at(160) - 260 : 160}" y="300" width="260" height="64" rx="32" fill="${p.accent}"/>
<text x="${at(290)}" y="342" text-anchor="middle" ${fontStack} font-size="26" font-weight="800" fill="${p.base}"${rtl ? ' direction="rtl"' : ''}>${escapeXml(action)}</text>`,
  )
}
