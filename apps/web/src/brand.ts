import { type BrandConfig, defaultBrand } from '@portal/core'

const env = import.meta.env

/** What a white-label build of the web app changes, read from the environment at build time. */
export const brand = {
  name: env.VITE_BRAND_NAME ?? 'NovaPlay',
  /** Product language codes the brand offers, in selector order. */
  languages: (env.VITE_LANGUAGES ?? 'EN,CN,TW,VI,AR').split(',').map((code) => code.trim()),
  /** The core's part of the brand. */
  portal: {
    ...defaultBrand,
    merchantCode: env.VITE_MERCHANT_CODE ?? defaultBrand.merchantCode,
    defaultLanguage: env.VITE_DEFAULT_LANGUAGE ?? defaultBrand.defaultLanguage,
    apiBaseUrl: env.VITE_API_BASE_URL ?? defaultBrand.apiBaseUrl,
  } satisfies BrandConfig,
} as const
