/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Brand name shown in the logo and the copyright line. */
  readonly VITE_BRAND_NAME?: string
  /** Comma-separated product language codes the brand offers, in selector order. */
  readonly VITE_LANGUAGES?: string
  /** Product language code used when the visitor has chosen none (spec §9: TW). */
  readonly VITE_DEFAULT_LANGUAGE?: string
  readonly VITE_MERCHANT_CODE?: string
  /** Gateway origin and prefix; empty for the same origin (the dev and preview servers proxy it). */
  readonly VITE_API_BASE_URL?: string
}

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
