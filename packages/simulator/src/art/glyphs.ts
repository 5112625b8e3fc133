import { defaultCategorySplit } from '@portal/core'

/**
 * A simple emblem per game category, drawn in a 100×100 box centred on the origin-free coordinates 0–100, so
 * tiles and vendor cards say at a glance what kind of game they are. White shapes; the caller sets opacity.
 */
const glyphs: Readonly<Record<string, string>> = {
  // Three slot reels with a seven in the middle one.
  RNG: `<rect x="6" y="22" width="26" height="56" rx="6"/><rect x="37" y="22" width="26" height="56" rx="6"/><rect x="68" y="22" width="26" height="56" rx="6"/><path d="M42 38h16l-9 26h-6l8-20h-9z" fill="#000" fill-opacity=".55"/>`,
  // A playing card with a spade.
  LIVE: `<rect x="24" y="10" width="52" height="80" rx="8"/><path d="M50 28c-8 10-18 16-18 25 0 6 5 10 10 10 3 0 6-2 7-4l-3 12h8l-3-12c1 2 4 4 7 4 5 0 10-4 10-10 0-9-10-15-18-25z" fill="#000" fill-opacity=".55"/>`,
  // A ball with panels.
  SPORTS: `<circle cx="50" cy="50" r="38"/><path d="M50 30l14 10-5 17H41l-5-17z" fill="#000" fill-opacity=".55"/>`,
  // A game pad.
  ESPORTS: `<path d="M22 34h56c10 0 16 10 16 24 0 12-6 18-12 18-5 0-8-4-12-10H30c-4 6-7 10-12 10-6 0-12-6-12-18 0-14 6-24 16-24z"/><path d="M26 46h6v6h6v6h-6v6h-6v-6h-6v-6h6zM66 48a4 4 0 1 0 0 .1zM76 56a4 4 0 1 0 0 .1z" fill="#000" fill-opacity=".55"/>`,
  // A rooster's comb and head.
  COCKFIGHT: `<path d="M30 86c0-26 8-40 22-46-6-4-8-10-6-16 4 2 6 0 8-4 2 4 6 6 10 4-1 6-4 10-8 12 10 4 16 14 16 26 0 12-8 24-22 24z"/><circle cx="56" cy="40" r="3" fill="#000" fill-opacity=".55"/>`,
  // A fish.
  FISH: `<path d="M8 50c14-18 38-24 58-12l18-14v52L66 62C46 74 22 68 8 50z"/><circle cx="28" cy="46" r="4" fill="#000" fill-opacity=".55"/>`,
  // Two cards fanned.
  PVP: `<rect x="14" y="20" width="44" height="64" rx="7" transform="rotate(-14 36 52)"/><rect x="42" y="16" width="44" height="64" rx="7" transform="rotate(12 64 48)" fill-opacity=".8"/>`,
  // Lottery balls.
  LOTT: `<circle cx="32" cy="60" r="22"/><circle cx="68" cy="60" r="22" fill-opacity=".8"/><circle cx="50" cy="30" r="20" fill-opacity=".9"/>`,
  ELOTT: `<circle cx="50" cy="50" r="38"/><path d="M38 34h24v8H48v6h12v8H48v10h-10z" fill="#000" fill-opacity=".55"/>`,
}

/** The emblem of a category; unknown ones get a star. */
export const glyphFor = (category: string) =>
  glyphs[category.toUpperCase()] ?? '<path d="M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 39l30-3z"/>'

/**
 * The category a picture shows: esport and cockfight vendors ride in SPORTS but look like what they are,
 * split out by the same vendor lists as the portal's navigation.
 */
export function shownCategory(vendorCode: string, gameType: string): string {
  const code = vendorCode.toUpperCase()
  if (defaultCategorySplit.esportVendors.includes(code)) return 'ESPORTS'
  if (defaultCategorySplit.cockfightVendors.includes(code)) return 'COCKFIGHT'
  return gameType.toUpperCase()
}
