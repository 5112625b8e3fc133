import { own } from '../own'
import { paletteFor, svgDocument } from './svg'

const W = 60
const H = 40

const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`

/** Horizontal bands, top to bottom, with relative heights. */
function bands(colours: readonly string[], weights: readonly number[] = colours.map(() => 1)): string {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  let y = 0
  return colours
    .map((colour, index) => {
      const h = (H * (weights[index] ?? 1)) / total
      const band = rect(0, y, W, h + 0.5, colour)
      y += h
      return band
    })
    .join('')
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 ? r * 0.4 : r
    const angle = -Math.PI / 2 + (index * Math.PI) / 5
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`
  })
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`
}

const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`

/** A crescent: a circle with a background-coloured circle bitten out of it. */
const crescent = (cx: number, cy: number, r: number, fill: string, background: string) =>
  circle(cx, cy, r, fill) + circle(cx + r * 0.3, cy, r * 0.82, background)

/** Stylised flags: recognisable at icon size, not heraldically exact. */
const flags: Record<string, () => string> = {
  VN: () => rect(0, 0, W, H, '#da251d') + star(30, 20, 11, '#ffdd00'),
  TH: () => bands(['#a51931', '#f4f5f8', '#2d2a4a', '#f4f5f8', '#a51931'], [1, 1, 2, 1, 1]),
  PH: () =>
    bands(['#0038a8', '#ce1126']) +
    `<polygon points="0,0 30,20 0,40" fill="#fff"/>` +
    circle(10, 20, 4.5, '#fcd116'),
  ID: () => bands(['#ce1126', '#fff']),
  MY: () =>
    bands(['#cc0001', '#fff', '#cc0001', '#fff', '#cc0001', '#fff', '#cc0001']) +
    rect(0, 0, 30, 23, '#010066') +
    crescent(12, 11.5, 7, '#fc0', '#010066') +
    star(22, 11.5, 5, '#fc0'),
  IN: () =>
    bands(['#ff9933', '#fff', '#138808']) +
    `<circle cx="30" cy="20" r="5" fill="none" stroke="#000080" stroke-width="1.4"/>` +
    circle(30, 20, 1.2, '#000080'),
  BD: () => rect(0, 0, W, H, '#006a4e') + circle(27, 20, 11, '#f42a41'),
  PK: () =>
    rect(0, 0, W, H, '#01411c') +
    rect(0, 0, 15, H, '#fff') +
    crescent(38, 20, 10, '#fff', '#01411c') +
    star(44, 14, 4, '#fff'),
  CN: () =>
    rect(0, 0, W, H, '#de2910') +
    star(10, 10, 6, '#ffde00') +
    [
      [20, 4],
      [24, 8],
      [24, 13],
      [20, 17],
    ]
      .map(([x, y]) => star(x ?? 0, y ?? 0, 2, '#ffde00'))
      .join(''),
  KR: () =>
    rect(0, 0, W, H, '#fff') +
    `<path d="M20 20a10 10 0 0 1 20 0z" fill="#cd2e3a"/><path d="M20 20a10 10 0 0 0 20 0z" fill="#0047a0"/>` +
    ['M7 7l6-4', 'M47 3l6 4', 'M7 33l6 4', 'M47 37l6-4']
      .map((d) => `<path d="${d}" stroke="#000" stroke-width="3"/>`)
      .join(''),
  JP: () => rect(0, 0, W, H, '#fff') + circle(30, 20, 12, '#bc002d'),
  BR: () =>
    rect(0, 0, W, H, '#009c3b') +
    `<polygon points="30,4 56,20 30,36 4,20" fill="#ffdf00"/>` +
    circle(30, 20, 9, '#002776'),
  TR: () => rect(0, 0, W, H, '#e30a17') + crescent(24, 20, 10, '#fff', '#e30a17') + star(36, 20, 5, '#fff'),
  AE: () => bands(['#00732f', '#fff', '#000']) + rect(0, 0, 15, H, '#ff0000'),
  GB: () =>
    rect(0, 0, W, H, '#012169') +
    `<path d="M0 0L60 40M60 0L0 40" stroke="#fff" stroke-width="8"/><path d="M0 0L60 40M60 0L0 40" stroke="#c8102e" stroke-width="3"/>` +
    rect(24, 0, 12, H, '#fff') +
    rect(0, 14, W, 12, '#fff') +
    rect(26.5, 0, 7, H, '#c8102e') +
    rect(0, 16.5, W, 7, '#c8102e'),
  US: () =>
    bands(Array.from({ length: 13 }, (_, index) => (index % 2 ? '#fff' : '#b22234'))) +
    rect(0, 0, 26, 21.5, '#3c3b6e') +
    Array.from({ length: 12 }, (_, index) =>
      circle(4 + (index % 4) * 6, 4 + Math.floor(index / 4) * 6.5, 1.3, '#fff'),
    ).join(''),
}

/** A flag by ISO country code; unknown codes get a tricolour in the code's own colours with the code on it. */
export function flag(countryCode: string): string {
  const code = countryCode.toUpperCase()
  const draw = own(flags, code)
  if (draw)
    return svgDocument(
      W,
      H,
      `<clipPath id="f"><rect width="${W}" height="${H}" rx="4"/></clipPath><g clip-path="url(#f)">${draw()}</g>`,
    )
  const p = paletteFor(code)
  return svgDocument(
    W,
    H,
    `<clipPath id="f"><rect width="${W}" height="${H}" rx="4"/></clipPath><g clip-path="url(#f)">${bands([p.light, p.base, p.deep])}</g>
<text x="30" y="25" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="800" fill="#fff">${code.replace(/[^A-Z]/g, '').slice(0, 3)}</text>`,
  )
}
