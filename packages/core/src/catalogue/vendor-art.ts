import { imageUrl, pickHost } from '../domain/cdn'
import type { RandomSource } from '../ports'

/** The images of a vendor (spec §3), named as in docs/game-art.md. */
export const vendorImageVariants = [
  'icon-default',
  'icon-active',
  'white',
  'color',
  'color2',
  'purple',
  'submenu',
] as const

export type VendorImageVariant = (typeof vendorImageVariants)[number]

/**
 * The path of a vendor image below an image host, built from vendor code and game type (docs/game-art.md):
 * `vendor/{CODE}/{GAMETYPE}/{variant}.svg`, codes upper-cased as the server sends them.
 */
export function vendorImagePath(vassalage: string, gameType: string, variant: VendorImageVariant): string {
  const segment = (value: string) => encodeURIComponent(value.toUpperCase())
  return `vendor/${segment(vassalage)}/${segment(gameType)}/${variant}.svg`
}

export interface VendorArt {
  /** Small icon of the header drop-down and the tabs, idle. */
  icon: string
  /** The same, hovered or selected. */
  iconActive: string
  /** Monochrome logo on dark bars (the footer's vendor logos). */
  white: string
  /** Vendor card of a game centre. */
  color: string
  /** Vendor button of a home casino tab. */
  color2: string
  /** Themed card (lottery pages). */
  purple: string
  /** Wide card of the header drop-down. */
  submenu: string
}

/** Addresses on the image host: one per catalogue, so an image keeps its address from render to render. */
export interface CatalogueArt {
  vendor(vassalage: string, gameType: string): VendorArt
  /** A server path (or absolute address) on the image host. */
  image(path: string): string
}

/**
 * Picks the image host at random from the CDN list the first time an address is needed (spec §7), then keeps
 * it. `hosts` is read lazily because the list arrives with boot.
 */
export function catalogueArt(hosts: () => readonly string[], random: RandomSource): CatalogueArt {
  let host: string[] | undefined
  const pinned = () => {
    if (host === undefined) {
      const picked = pickHost(hosts(), random)
      if (picked === undefined) return []
      host = [picked]
    }
    return host
  }
  const image = (path: string) => imageUrl(path, pinned(), random)
  return {
    image,
    vendor: (vassalage, gameType) => ({
      icon: image(vendorImagePath(vassalage, gameType, 'icon-default')),
      iconActive: image(vendorImagePath(vassalage, gameType, 'icon-active')),
      white: image(vendorImagePath(vassalage, gameType, 'white')),
      color: image(vendorImagePath(vassalage, gameType, 'color')),
      color2: image(vendorImagePath(vassalage, gameType, 'color2')),
      purple: image(vendorImagePath(vassalage, gameType, 'purple')),
      submenu: image(vendorImagePath(vassalage, gameType, 'submenu')),
    }),
  }
}
