import type { VendorLane } from '../api/schemas/games'
import { type ResourceSnapshot, resourceView } from './resource.machine'
import { vendorGroups } from './vendor-lanes'

/**
 * Vendor code → the server's display name from the catalogue's lanes, for screens that get only codes (a
 * betting record's rows and its vendor filter). Codes compare without case, as the lanes write them either way;
 * a code the lanes do not name (or not yet: they are loading) shows as it is. Pure.
 */
export function vendorNamer(lanes: readonly VendorLane[]): (code: string) => string {
  const names = new Map<string, string>()
  for (const group of vendorGroups(lanes))
    for (const vendor of group.vendors) {
      const code = vendor.vassalage.toUpperCase()
      if (vendor.displayName && !names.has(code)) names.set(code, vendor.displayName)
    }
  return (code) => names.get(code.toUpperCase()) ?? code
}

/** The catalogue's shared vendor list → its namer. Pure. */
export function connectVendorNames(vendors: ResourceSnapshot | undefined): (code: string) => string {
  return vendorNamer(resourceView<readonly VendorLane[]>(vendors).data ?? [])
}
