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
  /** The real-time channel's address (ws: or wss:), when it is not the gateway's `/ws`. */
  realtimeUrl?: string
  /** The member's topic on the real-time channel, `{member}` standing for the account. */
  memberTopic?: string
  /** Product language codes the brand offers, in selector order (the BG slot sub-class needs TY among them). */
  languages?: readonly string[]
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
