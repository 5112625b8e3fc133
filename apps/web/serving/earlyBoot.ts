import { gatewayVersion, headerNames } from '../../../packages/core/src/api/transport.ts'
import { defaultBrand } from '../../../packages/core/src/config/brand.ts'
import { storageKeys } from '../../../packages/core/src/flows/shared/storage-keys.ts'
import { earlyBannerGlobal, earlyResponsesGlobal } from '../src/platform/earlyResponses.ts'

/**
 * The status call's path: `systemStatus.path` of the core's contract (earlyBoot.test.ts holds them together). Not
 * imported from the row, which would bring the contract's schemas into every Vite start.
 */
export const statusPath = '/wps/system/status'

/** The domain check's path (`domainRoute.path` of the contract; earlyResponses.test.ts holds them together). */
export const domainRoutePath = '/wps/system/domainRoute'

/** The announcements call's path (`announcements.path` of the contract; earlyResponses.test.ts holds them together). */
export const announcementsPath = '/wps/relay/MCSFE_getListAnnouncements'

/**
 * The announcements call as the app's transport keys it: path and the flow's query (`announcementsQuery`), in its
 * order. Written out rather than imported, like the paths: the core's modules would have to load with every Vite
 * start (earlyResponses.test.ts holds them together).
 */
export const announcementsPathAndQuery = `${announcementsPath}?types=B%2CPL%2CPU%2CPR%2CH&platform=W&execution=B`

/** The home page's banner group (`homeBannerGroup` of the core's catalogue; earlyResponses.test.ts checks it). */
export const homeBannerGroup = 'w_home'

/** The home page's paths (routes.ts): where the first banner is the largest paint. */
const homePaths = ['/', '/index', '/index.html', '/home']

/** The build's brand values the page needs before the app runs (the same variables and defaults as src/brand.ts). */
export interface EarlyBootEnv {
  VITE_API_BASE_URL?: string
  VITE_MERCHANT_CODE?: string
  VITE_DEFAULT_LANGUAGE?: string
}

/**
 * The script index.html runs first (issue 17): it starts the status call (and the domain check) with the script
 * download instead of after it, with the headers the app's own call would carry, and leaves the response where the app's transport
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
    var early = { ${json(path)}: status }
    window[${json(earlyResponsesGlobal)}] = early
    var location = window.location
    if (!location) return
    // A visitor's announcements (banners, marquee, popups) too, unless a token waits to be restored: then the
    // flow asks later, as the member.
    var announcements = !token && !/[?&]token=/.test(location.search) &&
      fetch(${json(base + announcementsPathAndQuery)}, { headers: headers })
    if (announcements) {
      announcements.catch(function () {})
      early[${json(announcementsPathAndQuery)}] = announcements
    }
    // The domain check goes with the status call: boot waits for both, so neither may wait for the app.
    var domain = fetch(${json(base + domainRoutePath)}, { headers: headers })
    domain.catch(function () {})
    early[${json(domainRoutePath)}] = domain
    var body = function (response) { return response.ok ? response.clone().json() : null }
    var origin = function (url) { return new URL(url, location.href).origin }
    // The image hosts come with the status answer: connect to them while the app downloads; and on the home
    // page, when one host serves every picture (no random pick to guess), fetch the first banner right away.
    Promise.all([status.then(body), announcements && ${json(homePaths)}.indexOf(location.pathname) >= 0 ? announcements.then(body) : null])
      .then(function (answers) {
        var hosts = (answers[0] && answers[0].value && answers[0].value.info && answers[0].value.info.imageCDNs) || []
        hosts.forEach(function (host) {
          if (origin(host) !== location.origin) link({ rel: 'preconnect', href: origin(host) })
        })
        var banners = (answers[1] && answers[1].value && answers[1].value.banners) || []
        var first = banners.filter(function (banner) { return banner && banner.groupName === ${json(homeBannerGroup)} && banner.url })[0]
        if (!first) return
        var absolute = /^([a-z][a-z0-9+.-]*:)?\\/\\//i.test(first.url)
        if (!absolute && hosts.length !== 1) return
        var url = absolute ? first.url : hosts[0].replace(/\\/+$/, '') + '/' + first.url.replace(/^\\/+/, '')
        if (/^https?:$/.test(new URL(url, location.href).protocol)) {
          link({ rel: 'preload', as: 'image', fetchPriority: 'high', href: url })
          window[${json(earlyBannerGlobal)}] = url
          shell(url)
        }
      })
      .catch(function () {})
    // The header's band and the banner, painted now rather than after the app's download (global.css
    // .boot-shell): the app's first render empties #root and draws the same boxes. Not once the app is there.
    function shell(url) {
      var root = document.getElementById('root')
      if (!root || root.firstChild) return
      var box = element('div', 'boot-shell')
      box.setAttribute('aria-hidden', 'true')
      var page = element('div', 'boot-shell-page')
      var image = element('img', 'boot-shell-banner')
      image.alt = ''
      image.width = 1920
      image.height = 500
      image.fetchPriority = 'high'
      image.src = url
      page.appendChild(image)
      box.appendChild(element('div', 'boot-shell-header'))
      box.appendChild(page)
      root.appendChild(box)
    }
    function element(name, className) {
      var node = document.createElement(name)
      node.className = className
      return node
    }
    function link(attributes) {
      var element = document.createElement('link')
      for (var name in attributes) element[name] = attributes[name]
      document.head.appendChild(element)
    }
  } catch (error) {}
})()`
}

const marker = /<!-- early-boot:[^>]*-->/

/** index.html with the early boot script where it marks its place: what the build serves. */
export function withEarlyBoot(html: string, env: EarlyBootEnv): string {
  if (!marker.test(html)) throw new Error('index.html has lost its <!-- early-boot: … --> marker')
  return html.replace(marker, () => `<script>${earlyBootScript(env)}</script>`)
}
