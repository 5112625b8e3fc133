import { hostileUrls } from './hostile-html'

/** A downloadable or linkable resource of the status call (app profiles, social links, customer service). */
export interface Resource {
  resourceType: string
  url: string
  labelNameEn: string
}

/** Which groups of resources the status call lists (dev surface: `/__sim/resources`). */
export interface ResourceSwitches {
  /** The iOS profile (type MOBILECONFIG). */
  ios: boolean
  android: boolean
  /** The six social networks of the footer. */
  social: boolean
  /** The three customer-service channels; the first is the live chat URL. */
  customerService: boolean
}

export const seedResourceSwitches = (): ResourceSwitches => ({
  ios: true,
  android: true,
  social: true,
  customerService: true,
})

export const isResourceSwitch = (name: string): name is keyof ResourceSwitches =>
  Object.hasOwn(seedResourceSwitches(), name)

/**
 * URLs point at the simulator itself, so every link opens something. With hostile content on, the iOS profile,
 * the first social network and the live chat carry hostile addresses instead (`hostileUrls`).
 */
export function seedResources(
  origin: string,
  shown: ResourceSwitches = seedResourceSwitches(),
  hostile = false,
): Resource[] {
  const page = (name: string) => `${origin}/sim/page/${name}`
  const resources: Resource[] = [
    ...(shown.ios
      ? [{ resourceType: 'MOBILECONFIG', url: page('ios-profile'), labelNameEn: 'iOS app' }]
      : []),
    ...(shown.android ? [{ resourceType: 'ANDROID', url: page('android'), labelNameEn: 'Android app' }] : []),
    ...(shown.social
      ? [
          { resourceType: 'FACEBOOK', url: page('facebook'), labelNameEn: 'Facebook' },
          { resourceType: 'INSTAGRAM', url: page('instagram'), labelNameEn: 'Instagram' },
          { resourceType: 'YOUTUBE', url: page('youtube'), labelNameEn: 'YouTube' },
          { resourceType: 'TWITTER', url: page('twitter'), labelNameEn: 'X' },
          { resourceType: 'TIKTOK', url: page('tiktok'), labelNameEn: 'TikTok' },
          { resourceType: 'TELEGRAM', url: page('telegram'), labelNameEn: 'Telegram' },
        ]
      : []),
    ...(shown.customerService
      ? [
          { resourceType: 'CS_LIVECHAT', url: page('live-chat'), labelNameEn: 'Live chat' },
          { resourceType: 'CS_WHATSAPP', url: page('whatsapp'), labelNameEn: 'WhatsApp' },
          { resourceType: 'CS_TELEGRAM', url: page('telegram-support'), labelNameEn: 'Telegram support' },
        ]
      : []),
  ]
  if (!hostile) return resources
  const replaced = ['MOBILECONFIG', 'FACEBOOK', 'CS_LIVECHAT']
  return resources.map((resource) => {
    const index = replaced.indexOf(resource.resourceType)
    return index < 0 ? resource : { ...resource, url: hostileUrls[index] ?? '' }
  })
}
