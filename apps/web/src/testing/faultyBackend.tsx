import {
  createHttpTransport,
  createPortal,
  memoryStore,
  type Portal,
  type PortalOptions,
  storageKeys,
  type Transport,
} from '@portal/core'
import { PortalProvider } from '@portal/react'
import { createSimulator, devSurfaceRequest, type Simulator } from '@portal/simulator'
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, expect, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { waitFor } from 'xstate'
import { brand } from '../brand'
import { activateLanguage } from '../i18n/catalogs'
import { LanguageProvider } from '../i18n/LanguageContext'
import { resolveLanguage, selectableLanguages } from '../i18n/languages'
import { ThemeProvider } from '../theme/ThemeContext'

/**
 * What can go wrong with one call, as a member's browser meets it: the gateway fails (500), answers something
 * that is not the contract (a body of the wrong shape), the connection drops (fetch rejects), no answer comes
 * within the time-out, or the server refuses for a business reason (`success: false` with a code).
 */
export type CallFault = 'http500' | 'malformed' | 'dropped' | 'timeout' | 'refused'

/**
 * The time-out of a call meant to time out: short, so the cell costs a fraction of a second. Every other call
 * has a generous one: on two cores shared with other runs an ordinary answer can take longer than this.
 */
const shortTimeoutMs = 150
const timeoutMs = 15_000

interface PendingFault {
  path: string
  fault: CallFault
  refusal?: Refusal
  /** The simulator carries the call out first; only its answer is lost (replaced by the fault). */
  afterEffect: boolean
}

/** A business refusal: its code, the field it names (the simulator's `value.field`), the server's text. */
export interface Refusal {
  code: string
  field?: string
  message?: string
}

/**
 * An in-process simulator behind the portal's real HTTP transport (ky, repeating only what the endpoint table
 * marks idempotent, as in the app), with a log of every request that reached the wire and one-shot faults on a
 * path.
 */
export interface FaultyBackend {
  simulator: Simulator
  fetch(request: Request): Promise<Response>
  /** How many requests went out to a path (`/wps/member/setWithdrawPassword`), whatever their answer. */
  sent(path: string): number
  /** Calls the simulator's dev surface, e.g. `dev('/balance', { account, balance: 500 })`. */
  dev(path: string, body: unknown): Promise<void>
  /** Whether the next request to `path` is to time out. */
  timesOut(path: string): boolean
  /** The next request to `path` meets `fault` (and only that one) before it reaches the simulator. */
  fail(path: string, fault: CallFault, refusal?: Refusal): void
  /**
   * The next request to `path` is carried out by the simulator (an order made, money moved), and then its answer
   * meets `fault`: the case where repeating the request with a new key would move money twice.
   */
  loseAnswer(path: string, fault: Exclude<CallFault, 'refused'>): void
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
    if (fault.afterEffect) await (await simulator.fetch(request)).text()
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
    dev: async (path, body) => {
      const answer = await simulator.fetch(devSurfaceRequest(path, body))
      if (!answer.ok) throw new Error(`The simulator refused ${path}: ${await answer.text()}`)
    },
    sent: (path) => log.filter((entry) => entry === path).length,
    timesOut: (path) => pending?.path === path && pending.fault === 'timeout',
    fail: (path, fault, refusal) => {
      pending = { path, fault, afterEffect: false, ...(refusal ? { refusal } : {}) }
    },
    loseAnswer: (path, fault) => {
      pending = { path, fault, afterEffect: true }
    },
  }
}

const options = selectableLanguages(['EN'])

/** The portals of what is rendered now, stopped with it. */
const running: Portal[] = []

/** Unmounts whatever `renderSignedIn` rendered and stops its portals. */
export function closeAll(): void {
  cleanup()
  for (const portal of running.splice(0)) portal.actor.stop()
}

/**
 * One render shared by the rows of a describe, for bad input: nothing is sent and every row types each field
 * again before it submits, so a row starts from what it types, not from the row before. Returns a getter.
 */
export function sharedRender<T>(open: () => Promise<T>): () => T {
  let opened: { value: T } | null = null
  beforeAll(async () => {
    opened = { value: await open() }
  })
  afterAll(closeAll)
  return () => {
    if (!opened) throw new Error('The shared render is not open')
    return opened.value
  }
}

/**
 * A booted portal signed in as `account` over `backend`, rendering `children` under the
 * providers the app puts around a page, at `path`. Returns the portal and the router's memory location.
 */
export async function renderSignedIn(
  backend: FaultyBackend,
  account: string,
  children: ReactNode,
  {
    clock,
    path = '/',
    prepare,
  }: {
    clock?: PortalOptions['clock']
    path?: string
    /** The member's world before the page opens (a card on file), through the portal's own calls. */
    prepare?: (portal: Portal) => Promise<unknown>
  } = {},
) {
  const over = (budget: number) =>
    createHttpTransport({
      baseUrl: 'http://sim.test',
      fetch: (request) => backend.fetch(request),
      // The app's retry rule (idempotent reads only, `limit` as in main.tsx), without its wait: a POST the
      // transport repeated by itself would show in `sent` and in a fault that seems to heal alone.
      retry: { delayMs: () => 0 },
      timeoutMs: budget,
    })
  const [ordinary, short] = [over(timeoutMs), over(shortTimeoutMs)]
  // The portal's own transport either way: only the budget of the call meant to time out is shorter.
  const transport: Transport = (request) => (backend.timesOut(request.path) ? short : ordinary)(request)
  // The session a sign-in would open, without the sign-in's encrypted call (it is not what these tests are about).
  const token = `test-${account}`
  const now = backend.simulator.store.now()
  backend.simulator.store.state.sessions.set(token, {
    account,
    passwordChange: null,
    openedAt: now,
    lastSeenAt: now,
  })
  const portal: Portal = createPortal({
    brand: brand.portal,
    transport,
    sessionStore: memoryStore({ [storageKeys.token]: token }),
    localStore: memoryStore(),
    ...(clock ? { clock } : {}),
  })
  running.push(portal)
  portal.actor.start()
  await waitFor(portal.actor, (snapshot) => snapshot.matches('running'))
  await prepare?.(portal)
  const location = memoryLocation({ path, record: true })
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

/** Types `value` into a field, as one change. */
export const typeInto = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } })

/** What a text field or select holds now. */
export const typed = (field: HTMLElement) => (field as HTMLInputElement).value

/** A click, with whatever it sets off (a flow's transitions, the render) settled. */
export const press = (button: HTMLElement) => act(async () => fireEvent.click(button))

/**
 * One bad value typed into a field and submitted: its reason stands beside the field (the start of it, where the
 * reason goes on with a figure), the field says it is invalid, what was typed is kept and nothing is sent.
 */
export async function expectKeptAndUnsent(
  form: { backend: FaultyBackend; field: HTMLElement; submit: HTMLElement; path: string },
  value: string,
  reason: string,
): Promise<void> {
  const { backend, field, submit, path } = form
  typeInto(field, value)
  await press(submit)
  expect(descriptionOf(field)).toContain(reason)
  expect(field.getAttribute('aria-invalid')).toBe('true')
  expect(typed(field)).toBe(value)
  expect(backend.sent(path)).toBe(0)
}

/** Every fault matrix reads the English words; a cell takes a fraction of a second alone, several on two busy cores. */
export function englishCells(): void {
  vi.setConfig({ testTimeout: 20_000 })
  beforeAll(() => activateLanguage(resolveLanguage('EN', selectableLanguages(['EN']))))
}

/** What a member reading English is told when a call fails without the server's word on what happened. */
export const faultWords = {
  somethingWrong: 'Something went wrong, please try again',
  network: 'Network link is abnormal, please try again',
}

/**
 * The faults that bring no answer the member can act on (all but a refusal), each with the words shown. A form
 * that says more when its answer is lost (a transfer: "Retry is safe") passes its own words for it.
 */
export const silentFaults = (network = faultWords.network): [Exclude<CallFault, 'refused'>, string][] => [
  ['http500', faultWords.somethingWrong],
  ['malformed', faultWords.somethingWrong],
  ['dropped', network],
  ['timeout', network],
]
