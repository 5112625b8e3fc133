import { imageUrl } from '@portal/core'
import { usePortal } from '@portal/react'
import { useMemo } from 'react'

/** Spec §7: a country's flag, from an image host picked at random from the status call's list, once per screen. */
export function useFlagUrl(): (countryCode: string) => string {
  const portal = usePortal()
  return useMemo(() => {
    const hosts = portal.actor.getSnapshot().context.status?.info.imageCDNs ?? []
    const host = imageUrl('', hosts, Math.random)
    return (countryCode: string) => `${host}COUNTRY_FLAG/${encodeURIComponent(countryCode)}.png`
  }, [portal])
}
