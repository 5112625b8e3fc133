/** A downloadable or linkable resource of the status call (app profiles, social links, customer service). */
export interface Resource {
  resourceType: string
  url: string
  labelNameEn: string
}

/** URLs point at the simulator itself, so every link opens something. */
export function seedResources(origin: string): Resource[] {
  const page = (name: string) => `${origin}/sim/page/${name}`
  return [
    { resourceType: 'MOBILECONFIG', url: page('ios-profile'), labelNameEn: 'iOS app' },
    { resourceType: 'ANDROID', url: page('android'), labelNameEn: 'Android app' },
    { resourceType: 'FACEBOOK', url: page('facebook'), labelNameEn: 'Facebook' },
    { resourceType: 'INSTAGRAM', url: page('instagram'), labelNameEn: 'Instagram' },
    { resourceType: 'YOUTUBE', url: page('youtube'), labelNameEn: 'YouTube' },
    { resourceType: 'TWITTER', url: page('twitter'), labelNameEn: 'X' },
    { resourceType: 'TIKTOK', url: page('tiktok'), labelNameEn: 'TikTok' },
    { resourceType: 'TELEGRAM', url: page('telegram'), labelNameEn: 'Telegram' },
    { resourceType: 'CS_LIVECHAT', url: page('live-chat'), labelNameEn: 'Live chat' },
    { resourceType: 'CS_WHATSAPP', url: page('whatsapp'), labelNameEn: 'WhatsApp' },
    { resourceType: 'CS_TELEGRAM', url: page('telegram-support'), labelNameEn: 'Telegram support' },
  ]
}
