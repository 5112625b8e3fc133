import {
  createHttpTransport,
  createPortal,
  endpoints,
  memoryStore,
  type Portal,
  type PortalOptions,
  storageKeys,
} from '@portal/core'
import { PortalProvider } from '@portal/react'
import { createSimulator, type Simulator } from '@portal/simulator'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { waitFor } from 'xstate'
import { brand } from '../brand'
import { LanguageProvider } from '../i18n/LanguageContext'
import { selectableLanguages } from '../i18n/languages'
import { ThemeProvider } from '../theme/ThemeContext'

/**
 * What can go wrong with one call, as a member's browser meets it: the gateway fails (500), answers something
 * that is not the contract (a body of the wrong shape), the connection drops (fetch rejects), no answer comes
 * within the time-out, or the server refuses for a business reason (`success: false` with a code).
 */
export type CallFault = 'http500' | 'malformed' | 'dropped' | 'timeout' | 'refused'

export const callFaults: readonly CallFault[] = ['http500', 'malformed', 'dropped', 'timeout', 'refused']

/** The call time-out of the test transport: short, so a timed-out cell costs a fraction of a second. */
const timeoutMs = 150

interface PendingFault {
  path: string
  fault: CallFault
  refusal?: Refusal
}

/** A business refusal: its code, the field it names (the simulator's `value.field`), the server's text. */
export interface Refusal {
  code: string
  field?: string
  message?: string
}

/**
 * An in-process simulator behind the portal's real HTTP transport (ky, no retries but the ones the endpoint
 * table allows), with a log of every request that reached the wire and one-shot faults on a path.
 */
export interface FaultyBackend {
  simulator: Simulator
  fetch(request: Request): Promise<Response>
  /** How many requests went out to a path (`/wps/member/setWithdrawPassword`), whatever their answer. */
  sent(path: string): number
  /** The next request to `path` meets `fault` (and only that one). */
  fail(path: string, fault: CallFault, refusal?: Refusal): void
}

export function createFaultyBackend(): FaultyBackend {
  const simulator = createSimulator()
  const log: string[] = []
  let pending: PendingFault | null = null
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname
    log.push(path)
    const fault = pending?.path === path ? pending : null
    if (!fault) return simulator.fetch(request)
    pending = null
    switch (fault.fault) {
      case 'http500':
        return new Response('Internal Server Error', { status: 500 })
      case 'malformed':
        // Valid JSON, not the gateway's envelope: the contract's schema must refuse it.
        return Response.json({ success: 'yes', value: [1, 2, 3] })
      case 'dropped':
        throw new TypeError('Failed to fetch')
      case 'timeout':
        return new Promise<Response>((_, reject) => {
          const give = () => reject(new DOMException('The operation was aborted.', 'AbortError'))
          if (request.signal.aborted) give()
          else request.signal.addEventListener('abort', give, { once: true })
        })
      case 'refused': {
        const { code = 'unknown', field, message = `Refused (${code})` } = fault.refusal ?? {}
        return Response.json({
          success: false,
          code,
          message,
          ...(field ? { value: { field } } : {}),
        })
      }
    }
  }
  return {
    simulator,
    fetch,
    sent: (path) => log.filter((entry) => entry === path).length,
    fail: (path, fault, refusal) => {
      pending = { path, fault, ...(refusal ? { refusal } : {}) }
    },
  }
}

const options = selectableLanguages(['EN'])

/**
 * A booted portal signed in as `account` (password Demo1234), over `backend`, rendering `children` under the
 * providers the app puts around a page. Returns the portal and the router's memory location.
 */
export async function renderSignedIn(
  backend: FaultyBackend,
  account: string,
  children: ReactNode,
  clock?: PortalOptions['clock'],
) {
  const transport = createHttpTransport({
    baseUrl: 'http://sim.test',
    fetch: (request) => backend.fetch(request),
    retry: { limit: 0 },
    timeoutMs,
  })
  const signer = createPortal({
    brand: brand.portal,
    transport,
    sessionStore: memoryStore(),
    localStore: memoryStore(),
  })
  const { token } = await signer.api.call(endpoints.login, {
    username: account,
    password: 'Demo1234',
    type: 'username',
  })
  const portal: Portal = createPortal({
    brand: brand.portal,
    transport,
    sessionStore: memoryStore({ [storageKeys.token]: token }),
    localStore: memoryStore(),
    ...(clock ? { clock } : {}),
  })
  portal.actor.start()
  await waitFor(portal.actor, (snapshot) => snapshot.matches('running'))
  const location = memoryLocation({ path: '/', record: true })
  await act(async () => {
    render(
      <PortalProvider portal={portal}>
        <ThemeProvider store={memoryStore()}>
          <LanguageProvider code="EN" options={options} onChange={() => undefined}>
            <Router hook={location.hook} searchHook={location.searchHook}>
              {children}
            </Router>
          </LanguageProvider>
        </ThemeProvider>
      </PortalProvider>,
    )
  })
  return { portal, location }
}

/** The text of whatever an element's `aria-describedby` points at: what a screen reader reads with it. */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? []
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()
}
