import { brandBlockId } from '../src/brand/brandBlock.ts'
import { earlyBannerEvent, earlyBannerGlobal, earlyResponsesGlobal } from '../src/platform/earlyResponses.ts'
import { urlTokenParameter } from '../src/platform/takeUrlToken.ts'
import { themeStorageKey } from '../src/theme/theme.ts'
import { appScriptsId } from './appScripts.ts'
import { earlyContract } from './earlyContract.ts'
import { pageChunksId } from './pageChunks.ts'

/*
 * The boot calls' paths and headers, the stores' keys and the pages' paths come from earlyContract.ts, which
 * src/platform/earlyContract.test.ts writes from the core's endpoint table and the route table (and fails on when
 * they move on): this module is loaded with every Vite start, so it reads plain data, not the core.
 */
const { headerNames, storageKeys, pagePaths } = earlyContract

/** The status call's path (`systemStatus.path` of the core's contract). */
export const statusPath = earlyContract.statusPath

/** The domain check's path (`domainRoute.path`). */
export const domainRoutePath = earlyContract.domainRoutePath

/** The member's details, the session's first call (`memberInfo.path`). */
export const memberInfoPath = earlyContract.memberInfoPath

/** The announcements call as the app's transport keys it: the path and the flow's query, in its order. */
export const announcementsPathAndQuery = earlyContract.announcementsPathAndQuery

/** The home page's banner group (`homeBannerGroup` of the core's catalogue). */
export const homeBannerGroup = earlyContract.homeBannerGroup

/** The home page's paths (routes.ts): where the boot shell paints the first banner before the app. */
const homePaths = earlyContract.homePaths

/** The game centres' paths (routes.ts `gameCentre`): each page's banner group is its game type, in lower case. */
const gameCentres = earlyContract.gameCentres

/**
 * The banner group each page shows at the top of its first screen (routes.ts; the pages' `PageBanner`, the sign-in
 * pages' brand panel, the promotions page): its first picture is the page's largest paint, so it is preloaded
 * here rather than found after the app, the page's chunk, the announcements and the carousel's chunk.
 */
export const pageBannerGroups: Readonly<Record<string, string>> = {
  ...Object.fromEntries(homePaths.map((path) => [path, homeBannerGroup])),
  [pagePaths.login]: 'w_login',
  [pagePaths.register]: 'w_register',
  [pagePaths.forgotPassword]: 'w_forget',
  [pagePaths.promotions]: 'promotions',
  [pagePaths.down]: 'download',
  [pagePaths.rng]: 'rng',
  [pagePaths.inHouse]: 'inhouse',
  ...Object.fromEntries(gameCentres.map((name) => [`/${name}`, name])),
}

/**
 * The pages whose first screen is the header with the banner under it, in the page's column (`column`: home, the
 * game lists, the game centres, the app download) or across the whole width (`wide`: promotions), or a sign-in page's brand panel
 * with its logo and the banner (`auth`, phones only). The boot shell draws those boxes with the preloaded banner
 * before the app (global.css `.boot-shell`; e2e boot-shell.spec.ts holds them to the app's).
 */
export const bootShells: Readonly<Record<string, 'column' | 'wide' | 'auth'>> = {
  ...Object.fromEntries(homePaths.map((path) => [path, 'column' as const])),
  [pagePaths.rng]: 'column',
  [pagePaths.inHouse]: 'column',
  [pagePaths.down]: 'column',
  ...Object.fromEntries(gameCentres.map((name) => [`/${name}`, 'column' as const])),
  [pagePaths.promotions]: 'wide',
  [pagePaths.login]: 'auth',
  [pagePaths.register]: 'auth',
  [pagePaths.forgotPassword]: 'auth',
}

/**
 * The script index.html runs first (issue 17): it reads the brand the server put into the page (the data block of
 * brand/brandBlock.ts) and applies its look before the first paint: both themes' colours as a constructed style
 * sheet (CSSOM, which `style-src 'self'` allows; no inline style), the remembered theme, the favicon, title and
 * description. Then it starts the status call (and the domain check) with the script download instead of after
 * it, with the headers the app's own call would carry, and leaves the response where the app's transport takes it
 * (src/platform/earlyResponses.ts). Whatever fails here, the app asks again itself. Its bytes are the same for
 * every brand, so the policy's hash of it is too (headers.ts).
 */
export function earlyBootScript(): string {
  const path = statusPath
  const headers = earlyContract.fixedHeaders
  const json = JSON.stringify
  // A function of its own, so nothing lands on window but the one name the app reads.
  return `(function () {
  // The app's own scripts (the build lists them here instead of in the head, appScripts.ts), asked once; whatever
  // fails below, they are still asked. With them what the app imports as soon as it runs: the catalog of the language
  // the page opens in (the one the status call is asked in) and the HTTP client.
  var appAsked
  var appLanguage = 'EN'
  function askApp() {
    var list = !appAsked && document.getElementById(${json(appScriptsId)})
    appAsked = true
    if (!list) return
    var files = JSON.parse(list.textContent)
    var insert = function () {
      files.scripts.forEach(function (source) {
        add('script', { type: 'module', crossOrigin: '', src: source })
      })
      var catalog = files.catalogs[appLanguage.toUpperCase()]
      ;(catalog ? [catalog] : []).concat(files.preloads).forEach(function (source) {
        add('link', { rel: 'modulepreload', crossOrigin: '', href: source })
      })
    }
    // An inserted module script runs as soon as it arrives: not before the page (its #root) has been read.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', insert)
    else insert()
  }
  // An element with these properties, into the page's head (a script, a preload, a preconnect).
  function add(name, properties) {
    var node = document.createElement(name)
    for (var property in properties) node[property] = properties[property]
    document.head.appendChild(node)
    return node
  }
  // The brand's text in this language, else in its default language, else any.
  function text(value, language) {
    if (typeof value === 'string') return value
    value = value || {}
    return value[language] || value[brand.defaultLanguage] || value[Object.keys(value)[0]] || ''
  }
  // The brand's colours for both themes, as the theme's custom properties (styles/tokens.css): switching the theme
  // needs nothing more. Values the server validated; anything that could close a rule is skipped all the same.
  function paint(root, theme) {
    var rules = ['dark', 'light'].map(function (name) {
      var palette = brand.palette[name] || {}
      var gradients = palette.gradients || {}
      var body = ''
      for (var key in palette)
        if (key !== 'gradients' && !/[;{}]/.test(palette[key])) body += '--color-' + key + ':' + palette[key] + ';'
      for (var kind in gradients)
        if (!/[;{}]/.test(gradients[kind].join()))
          body += '--gradient-' + kind + ':linear-gradient(135deg,' + gradients[kind].join(',') + ');'
      return (name === 'light' ? ':root[data-theme="light"]' : ':root') + '{' + body + '}'
    })
    if (window.CSSStyleSheet && document.adoptedStyleSheets) {
      var sheet = new CSSStyleSheet()
      sheet.replaceSync(rules.join(''))
      document.adoptedStyleSheets = document.adoptedStyleSheets.concat(sheet)
    }
    var meta = document.querySelector('meta[name="theme-color"]')
    var colours = brand.palette[theme] || {}
    if (meta && colours.bg) meta.content = colours.bg
  }
  var brand = null
  try {
    var root = document.documentElement
    // The remembered theme before the first paint (key "theme", see src/theme/theme.ts): a light-theme visitor
    // never sees a dark flash while the app downloads.
    var theme = localStorage.getItem(${json(themeStorageKey)}) === 'light' ? 'light' : 'dark'
    if (theme === 'light') root.dataset.theme = 'light'
    var block = document.getElementById(${json(brandBlockId)})
    brand = block && block.textContent ? JSON.parse(decodeURIComponent(block.textContent)) : null
    // Without a brand (or with one the server found invalid) the app shows why; nothing is asked in its name.
    if (!brand || brand.invalid || !brand.palette) return askApp()
    appLanguage = localStorage.getItem(${json(storageKeys.language)}) || brand.defaultLanguage
    paint(root, theme)
    var icon = add('link', { rel: 'icon', href: brand.favicon.url })
    icon.type = brand.favicon.type
    document.title = text(brand.title, appLanguage)
    var description = document.querySelector('meta[name="description"]')
    if (description) description.content = text(brand.description, appLanguage)
  } catch (error) {
    return askApp()
  }
  var base = brand.gateway
  try {
    var headers = ${json(headers)}
    headers[${json(headerNames.merchant)}] = brand.merchantCode
    headers[${json(headerNames.language)}] = appLanguage
    var token = sessionStorage.getItem(${json(storageKeys.token)})
    if (token) headers[${json(headerNames.token)}] = token
    var status = fetch(base + ${json(path)}, { headers: headers })
    status.catch(function () {})
    var early = { ${json(path)}: status }
    window[${json(earlyResponsesGlobal)}] = early
    var location = window.location
    if (!location) return askApp()
    // A member's details too, asked with the token the session will restore (the stored one, else a link's: the
    // core's rule), and bound to it: the app takes the answer only for a call with that token. A member's page then
    // waits no round trip for them after the app's download.
    var memberToken = token || new URLSearchParams(location.search).get('${urlTokenParameter}')
    if (memberToken) {
      var bound = {}
      bound[${json(headerNames.token)}] = memberToken
      var member = fetch(base + ${json(memberInfoPath)}, { headers: Object.assign({}, headers, bound) })
      member.catch(function () {})
      early[${json(memberInfoPath)}] = { bound: bound, response: member }
    }
    // A visitor's announcements (banners, marquee, popups) too, unless a token waits to be restored: then the
    // flow asks later, as the member.
    var announcements = !memberToken &&
      fetch(base + ${json(announcementsPathAndQuery)}, { headers: headers })
    if (announcements) {
      announcements.catch(function () {})
      early[${json(announcementsPathAndQuery)}] = announcements
    }
    // The domain check goes with the status call: boot waits for both, so neither may wait for the app.
    var domain = fetch(base + ${json(domainRoutePath)}, { headers: headers })
    domain.catch(function () {})
    early[${json(domainRoutePath)}] = domain
    var body = function (response) { return response.ok ? response.clone().json() : null }
    var origin = function (url) { return new URL(url, location.href).origin }
    // The image hosts come with the status answer: connect to them while the app downloads; and on a page that
    // opens with a banner, when one host serves every picture (no random pick to guess), fetch its first one now.
    var own = function (table) { return Object.prototype.hasOwnProperty.call(table, location.pathname) ? table[location.pathname] : null }
    var group = own(${json(pageBannerGroups)})
    var kind = announcements && group && own(${json(bootShells)})
    // The app's scripts are asked once the shell's banner has been painted: fetched with the page, they would share
    // the line with the banner, and their run would take every frame from the banner's arrival to the app's first
    // render, so the shell would never show. At most 1.5 s after the page began, and at once without a shell.
    setTimeout(askApp, 1500)
    if (!kind) askApp()
    Promise.all([status.then(body), announcements && group ? announcements.then(body) : null])
      .then(function (answers) {
        var hosts = (answers[0] && answers[0].value && answers[0].value.info && answers[0].value.info.imageCDNs) || []
        hosts.forEach(function (host) {
          if (origin(host) !== location.origin) add('link', { rel: 'preconnect', href: origin(host) })
        })
        var banners = (answers[1] && answers[1].value && answers[1].value.banners) || []
        var first = banners.filter(function (banner) { return banner && banner.groupName === group && banner.url })[0]
        if (!first) return
        var absolute = /^([a-z][a-z0-9+.-]*:)?\\/\\//i.test(first.url)
        if (!absolute && hosts.length !== 1) return
        var url = absolute ? first.url : hosts[0].replace(/\\/+$/, '') + '/' + first.url.replace(/^\\/+/, '')
        if (/^https?:$/.test(new URL(url, location.href).protocol)) {
          add('link', { rel: 'preload', as: 'image', fetchPriority: 'high', href: url })
          window[${json(earlyBannerGlobal)}] = { group: group, url: url }
          if (window.dispatchEvent) window.dispatchEvent(new Event(${json(earlyBannerEvent)}))
          var image = kind && shell(url, kind)
          // Decoded, then one frame: the banner is on screen before the app may replace it.
          if (image && image.decode && window.requestAnimationFrame)
            return image.decode().catch(function () {}).then(function () {
              return new Promise(function (resolve) {
                window.requestAnimationFrame(function () { setTimeout(resolve, 0) })
              })
            })
        }
      })
      .catch(function () {})
      .then(function () {
        askApp()
        pageFiles()
      })
      .catch(function () {})
    // The header's band and the banner, painted now rather than after the app's download (global.css
    // .boot-shell): the app's first render empties #root and draws the same boxes. Not once the app is there.
    function shell(url, kind) {
      var root = document.getElementById('root')
      if (!root || root.firstChild) return
      var box = element('div', 'boot-shell')
      box.setAttribute('aria-hidden', 'true')
      var page = element('div', kind === 'auth' ? 'boot-shell-brand' : 'boot-shell-page boot-shell-' + kind)
      var image = element('img', 'boot-shell-banner')
      image.alt = ''
      image.width = 1920
      image.height = 500
      image.fetchPriority = 'high'
      image.src = url
      if (kind === 'auth') page.appendChild(element('div', 'boot-shell-logo'))
      page.appendChild(image)
      if (kind === 'auth') {
        var auth = element('div', 'boot-shell-auth')
        auth.appendChild(page)
        box.appendChild(auth)
      } else {
        box.appendChild(element('div', 'boot-shell-header'))
        box.appendChild(page)
      }
      root.appendChild(box)
      return image
    }
    // The page's own chunk and styles (the build's table, pageChunks.ts), with the app's scripts rather than after
    // its first render; the scripts as preloads, the router still imports them. Asked after the boot calls and the banner:
    // over HTTP/1.1 a page's dozens of files would hold the browser's six connections ahead of them.
    function pageFiles() {
      var pages = document.getElementById(${json(pageChunksId)})
      var table = pages ? JSON.parse(pages.textContent) : { paths: {} }
      var segments = location.pathname.split('/')
      var paths = table.paths['/' + segments[1] + '/' + segments[2]] || table.paths['/' + segments[1]] || []
      paths.forEach(function (index) {
        var file = table.files[index]
        var style = /\\.css$/.test(file)
        // Styles as stylesheets, not preloads: the router's import waits for a page's stylesheets unless they are
        // already in the head, and a page that waits shows its fallback (readyLazy.tsx). Inserted by a script,
        // they do not block the first paint.
        add('link', style ? { rel: 'stylesheet', crossOrigin: '', href: file } : { rel: 'modulepreload', crossOrigin: '', href: file })
      })
    }
    function element(name, className) {
      var node = document.createElement(name)
      node.className = className
      return node
    }
  } catch (error) {
    askApp()
  }
})()`
}

const marker = /<!-- early-boot:[^>]*-->/

/** index.html with the early boot script where it marks its place: what the build serves, for every brand. */
export function withEarlyBoot(html: string): string {
  if (!marker.test(html)) throw new Error('index.html has lost its <!-- early-boot: … --> marker')
  return html.replace(marker, () => `<script>${earlyBootScript()}</script>`)
}
