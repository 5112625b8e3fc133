import type { Resource } from '@portal/core'

/** The six social networks the footer links to when the status call lists them (spec §2 Footer). */
export const socialNetworks = ['FACEBOOK', 'INSTAGRAM', 'YOUTUBE', 'TWITTER', 'TIKTOK', 'TELEGRAM'] as const
export type SocialNetwork = (typeof socialNetworks)[number]

export interface ResourceLinks {
  /** The iOS profile (type MOBILECONFIG) and the Android package, each when it exists. */
  ios: Resource | null
  android: Resource | null
  social: readonly (Resource & { resourceType: SocialNetwork })[]
  /** Customer-service channels (`CS_<channel>`), at most three; the first is the main one. */
  customerService: readonly Resource[]
}

/** The status call's resources sorted by what the portal does with them. */
export function resourceLinks(resources: readonly Resource[]): ResourceLinks {
  const of = (type: string) => resources.find((resource) => resource.resourceType === type) ?? null
  return {
    ios: of('MOBILECONFIG'),
    android: of('ANDROID'),
    social: socialNetworks.flatMap((network) => {
      const found = of(network)
      return found ? [{ ...found, resourceType: network }] : []
    }),
    customerService: resources.filter((resource) => resource.resourceType.startsWith('CS_')).slice(0, 3),
  }
}
