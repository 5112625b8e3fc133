import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-Hans', 'zh-Hant', 'vi', 'ar'],
  // Origins without line numbers: a catalog changes only when its messages do, so branches merge cleanly.
  format: formatter({ lineNumbers: false }),
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
})
