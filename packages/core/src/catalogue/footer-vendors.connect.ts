import type { VendorLane } from '../api/schemas/games'
import { type ResourceSnapshot, resourceView } from './resource.machine'
import type { CatalogueArt } from './vendor-art'
import { vendorGroups } from './vendor-lanes'

/** One logo of the footer's vendor strip. */
export interface FooterVendorView {
  vassalage: string
  /** The server's display name, else the vendor code; the image's alternative text. */
  name: string
  /** The logo on the image host (`white` on dark bars, `color` otherwise). */
  logo: string
}

export interface FooterVendorsView {
  status: 'loading' | 'loaded' | 'failed'
  vendors: readonly FooterVendorView[]
}

export type FooterLogoVariant = 'white' | 'color'

/**
 * The vendors of every lane, once each (spec §2 Footer: "vendor logos, unique by vendor"): a vendor in several
 * lanes shows the logo of its first lane, in the server's order. Pure.
 */
export function footerVendors(
  lanes: readonly VendorLane[],
  art: CatalogueArt,
  variant: FooterLogoVariant = 'white',
): FooterVendorView[] {
  const seen = new Set<string>()
  return vendorGroups(lanes).flatMap((group) =>
    group.vendors.flatMap((vendor) => {
      const code = vendor.vassalage.toUpperCase()
      if (seen.has(code)) return []
      seen.add(code)
      return [
        {
          vassalage: vendor.vassalage,
          name: vendor.displayName ?? vendor.vassalage,
          logo: art.vendor(vendor.vassalage, vendor.gameType)[variant],
        },
      ]
    }),
  )
}

/** The vendor lanes → the footer's logo strip. Pure. */
export function connectFooterVendors(
  vendors: ResourceSnapshot | undefined,
  art: CatalogueArt,
  variant: FooterLogoVariant = 'white',
): FooterVendorsView {
  const resource = resourceView<readonly VendorLane[]>(vendors)
  return { status: resource.status, vendors: footerVendors(resource.data ?? [], art, variant) }
}
