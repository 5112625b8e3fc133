import { connectVendorNames, vendorsFlow } from '@portal/core'
import { useMemo } from 'react'
import { useSharedList } from './useCatalogue'

/**
 * Vendor code → the name the catalogue's lanes give it (the visit's shared vendor list, which the header and
 * footer load anyway); the code itself until they have loaded or when they do not name it.
 */
export function useVendorName(): (code: string) => string {
  const { snapshot } = useSharedList(vendorsFlow)
  return useMemo(() => connectVendorNames(snapshot), [snapshot])
}
