import { paletteFor, svgDocument } from './svg'

/**
 * The platform's set of avatars a member may choose (issue 32, changeIcon): emblems on a round gradient, no
 * brand and no face. White shapes in a 100×100 box, drawn in the middle of the 128 px circle.
 */
const emblems: Readonly<Record<string, string>> = {
  star: '<path d="M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 39l30-3z"/>',
  moon: '<path d="M62 10a40 40 0 1 0 28 62A34 34 0 0 1 62 10z"/>',
  flame:
    '<path d="M50 6c6 18 28 28 28 54a28 28 0 0 1-56 0c0-14 8-22 14-30 2 10 6 14 12 16-4-14-2-28 2-40z"/>',
  leaf: '<path d="M14 86C14 40 40 14 88 12c-2 48-28 74-74 74z"/><path d="M20 80L70 30" stroke="#000" stroke-opacity=".4" stroke-width="5"/>',
  wave: '<path d="M6 56c14-20 30-20 44 0s30 20 44 0v30H6z"/><path d="M6 36c14-20 30-20 44 0s30 20 44 0" fill="none" stroke="#fff" stroke-width="8"/>',
  gem: '<path d="M26 14h48l20 24-44 50L6 38z"/><path d="M6 38h88M38 14l-8 24 20 50 20-50-8-24" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="4"/>',
  crown:
    '<path d="M10 30l20 18 20-30 20 30 20-18-8 50H18z"/><rect x="18" y="80" width="64" height="10" rx="3"/>',
  bolt: '<path d="M58 4L16 58h28l-8 38 48-58H54z"/>',
}

export const avatarIds: readonly string[] = Object.keys(emblems)

export const isAvatarId = (id: string) => Object.hasOwn(emblems, id)

/** One avatar of the set; an id not in it gets the star. */
export function avatarOfSet(id: string): string {
  const p = paletteFor(`avatar-${id}`)
  return svgDocument(
    128,
    128,
    `<defs><linearGradient id="s-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient></defs>
<circle cx="64" cy="64" r="64" fill="url(#s-bg)"/>
<circle cx="64" cy="64" r="58" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>
<g transform="translate(29 29) scale(.7)" fill="#fff">${emblems[id] ?? emblems.star}</g>`,
  )
}
