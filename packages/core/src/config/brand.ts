/** The operator's brand as the core needs it; the app fills it from the brand file the page carries. */
export interface BrandConfig {
  /** Platform code sent with calls. */
  platform: 'WEB'
  /** Merchant code; also kept in session and local storage. */
  merchantCode: string
  /** Lottery type of the brand's sea lottery. */
  lotteryType: 'SEA'
  /** Product language code used when nothing is stored (TW for the spec's brand). */
  defaultLanguage: string
  /** Base URL of the gateway; empty for same origin. */
  apiBaseUrl: string
  /** Product language codes the brand offers, in selector order (the BG slot sub-class needs TY among them). */
  languages?: readonly string[]
  /**
   * Absolute `ws:`/`wss:` URL of the platform's STOMP endpoint (a broker's Web-STOMP, docs/realtime-broker.md);
   * absent: `/ws` beside the gateway.
   */
  realtimeUrl?: string
  /**
   * The member's topic as the platform names it, with `{customerId}` in it: RabbitMQ refuses a `/` inside a topic
   * name, so a platform on it sets `/topic/user.{customerId}`; absent: the original's `/topic/user/{customerId}`.
   */
  memberTopic?: string
  /** Picture hosts for when the platform's status names none. */
  imageCdns?: readonly string[]
  /** Game launch hosts for when the platform's status names none. */
  launchCdns?: readonly string[]
}

export const defaultBrand: BrandConfig = {
  platform: 'WEB',
  merchantCode: 'DEMO',
  lotteryType: 'SEA',
  defaultLanguage: 'TW',
  apiBaseUrl: '',
}

/** Storage keys the logout keeps (the merchant code survives a session clear). */
export const merchantStorageKeys = ['merchantCode'] as const
