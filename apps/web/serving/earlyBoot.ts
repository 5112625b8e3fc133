import { gatewayVersion, headerNames } from '../../../packages/core/src/api/transport.ts'
import { defaultBrand } from '../../../packages/core/src/config/brand.ts'
import { storageKeys } from '../../../packages/core/src/flows/shared/storage-keys.ts'
import { earlyResponsesGlobal } from '../src/platform/earlyResponses.ts'

/**
 * The status call's path: `systemStatus.path` of the core's contract (earlyBoot.test.ts holds them together). Not
 * imported from the row, which would bring the contract's schemas into every Vite start.
 */
export const statusPath = '/wps/system/status'

/** The build's brand values the page needs before the app runs (the same variables and defaults as src/brand.ts). */
export interface EarlyBootEnv {
  VITE_API_BASE_URL?: string
  VITE_MERCHANT_CODE?: string
  VITE_DEFAULT_LANGUAGE?: string
}

/**
 * The script index.html runs first (issue 17): it starts the status call with the script download instead of
 * after it, with the headers the app's own call would carry, and leaves the response where the app's transport
 * takes it (src/platform/earlyResponses.ts). Whatever fails here, the app asks again itself.
 */
export function earlyBootScript(env: EarlyBootEnv): string {
  const base = env.VITE_API_BASE_URL ?? defaultBrand.apiBaseUrl
  const path = statusPath
  const headers = {
    accept: 'application/json',
    [headerNames.device]: 'WEB',
    [headerNames.gatewayVersion]: gatewayVersion,
    [headerNames.merchant]: env.VITE_MERCHANT_CODE ?? defaultBrand.merchantCode,
  }
  const language = env.VITE_DEFAULT_LANGUAGE ?? defaultBrand.defaultLanguage
  const json = JSON.stringify
  // A function of its own, so nothing lands on window but the one name the app reads.
  return `(function () {
  try {
    var headers = ${json(headers)}
    headers[${json(headerNames.language)}] = localStorage.getItem(${json(storageKeys.language)}) || ${json(language)}
    var token = sessionStorage.getItem(${json(storageKeys.token)})
    if (token) headers[${json(headerNames.token)}] = token
    var status = fetch(${json(base + path)}, { headers: headers })
    status.catch(function () {})
    window[${json(earlyResponsesGlobal)}] = { ${json(path)}: status }
  } catch (error) {}
})()`
}

const marker = /<!-- early-boot:[^>]*-->/

/** index.html with the early boot script where it marks its place: what the build serves. */
export function withEarlyBoot(html: string, env: EarlyBootEnv): string {
  if (!marker.test(html)) throw new Error('index.html has lost its <!-- early-boot: … --> marker')
  return html.replace(marker, () => `<script>${earlyBootScript(env)}</script>`)
}
