import './styles/global.css'
import { connectBoot, createHttpTransport, createPortal } from '@portal/core'
import { documentCookies, webLocalStore, webSessionStore } from '@portal/core/browser'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { languageOptions } from './app/PortalLanguage'
import { brand, brandReading } from './brand'
import { noticeFeedFlow } from './components/flow/noticeFeed'
import { activateLanguage } from './i18n/catalogs'
import { applyDocumentLanguage } from './i18n/documentLanguage'
import { resolveLanguage } from './i18n/languages'
import { countCalls } from './platform/callsInFlight'
import { exposeDiagnostics } from './platform/diagnostics'
import { takeEarlyResponse } from './platform/earlyResponses'
import { realtimeUrl, stompChannel } from './platform/stompChannel'
import { takeUrlToken } from './platform/takeUrlToken'

// A page whose server found no valid brand for its host says so, and starts nothing else. The problem page is not
// awaited here: its chunk imports modules of this one, so its import settles only once this module has finished
// evaluating (awaited, the two waited on each other and the page stayed blank).
if (brandReading.ok) await startPortal()
else {
  const { host, data } = brandReading
  void import('./brand/showBrandProblem').then(({ showBrandProblem }) => showBrandProblem(host, data))
}

async function startPortal() {
  // First of all: a `?token=` leaves the address bar and the history entry before anything reads or renders it.
  const urlToken = takeUrlToken(window.location, window.history)
  const localStore = webLocalStore()
  const query = new URLSearchParams(window.location.search)
  // Development only, and only when asked (docs/inspector.md): a production build folds the condition to false
  // and drops the import.
  const inspect =
    import.meta.env.DEV && (import.meta.env.VITE_INSPECT === '1' || query.has('inspect'))
      ? (await import('@portal/core/dev')).connectInspector()
      : undefined
  const portal = createPortal({
    brand: brand.portal,
    transport: countCalls(
      createHttpTransport({ baseUrl: brand.portal.apiBaseUrl, early: takeEarlyResponse(window) }),
    ),
    sessionStore: webSessionStore(),
    localStore,
    cookies: documentCookies(),
    realtime: stompChannel(realtimeUrl(brand.portal, window.location.href)),
    urlToken,
    pageOrigin: window.location.origin,
    ...(inspect ? { inspect } : {}),
  })
  exposeDiagnostics(window, portal)
  // Before start: a notice raised during boot (a dead stored token) is already queued for the first render.
  portal.flows.get(noticeFeedFlow)
  portal.actor.start()

  // The first screen (even the loading screen) is already in the visitor's language and direction.
  const language = resolveLanguage(connectBoot(portal.actor.getSnapshot()).language, languageOptions)
  await activateLanguage(language)
  applyDocumentLanguage(document.documentElement, language)

  const root = document.getElementById('root')
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser between
  // them, instead of one long task that blocks input; the boot shell stays on screen until the commit.
  if (root)
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App portal={portal} localStore={localStore} />
        </StrictMode>,
      ),
    )
}
