import { createHttpTransport, createPortal, memoryStore } from '@portal/core'
import { PortalProvider } from '@portal/react'
import { createSimulator } from '@portal/simulator'
import { act, cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { waitFor } from 'xstate'
import { brand } from '../brand'
import { activateLanguage } from '../i18n/catalogs'
import { LanguageProvider } from '../i18n/LanguageContext'
import { resolveLanguage, selectableLanguages } from '../i18n/languages'
import { ThemeProvider } from '../theme/ThemeContext'
import type { GuardSession } from './guard'
import { RouterShell } from './RouterShell'

const options = selectableLanguages(['EN'])
beforeAll(() => activateLanguage(resolveLanguage('EN', options)))
afterEach(cleanup)

/** Pages run the core's flows (the login page its login actor), so the shell renders under a portal. */
const simulator = createSimulator()
const portal = createPortal({
  brand: brand.portal,
  transport: createHttpTransport({
    baseUrl: 'http://sim.test',
    fetch: (request) => simulator.fetch(request),
    retry: { limit: 0 },
  }),
  sessionStore: memoryStore(),
  localStore: memoryStore(),
})

// As in the app, pages render after boot: the login page reads the white-label flags.
beforeAll(async () => {
  portal.actor.start()
  await waitFor(portal.actor, (snapshot) => snapshot.matches('running'))
})

function Providers({ children }: { children: ReactNode }) {
  return (
    <PortalProvider portal={portal}>
      <ThemeProvider store={memoryStore()}>
        <LanguageProvider code="EN" options={options} onChange={() => undefined}>
          {children}
        </LanguageProvider>
      </ThemeProvider>
    </PortalProvider>
  )
}

async function renderAt(path: string, session: GuardSession) {
  const location = memoryLocation({ path, record: true })
  const shell = (current: GuardSession) => (
    <Providers>
      <Router hook={location.hook}>
        <RouterShell session={current} />
      </Router>
    </Providers>
  )
  const view = await act(async () => render(shell(session)))
  const sessionBecomes = (next: GuardSession) => act(async () => view.rerender(shell(next)))
  return Object.assign(location, { sessionBecomes })
}

test('a visitor on a lottery page is replaced to /login, which says why (spec §8) and will come back', async () => {
  const location = await renderAt('/lottery?gameCode=TCG_FFC', {
    status: 'anonymous',
    hasToken: false,
    isTrial: false,
    isAgent: false,
    passwordChange: null,
  })
  // Replaced, not pushed: Back does not return to the page that bounced the visitor.
  expect(location.history).toEqual(['/login?next=%2Flottery%3FgameCode%3DTCG_FFC&reason=signInRequired'])
  expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeDefined()
  expect(screen.getByText('Please log in first.')).toBeDefined()
  // Search results and shared links describe the page the visitor is on, in their language.
  expect(document.title).toBe(`Log in · ${brand.name}`)
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
    new RegExp(`^Log in at ${brand.name}: `),
  )
})

test('a trial account sent to the member centre is told a real account is needed and lands home', async () => {
  const location = await renderAt('/member', {
    status: 'signedIn',
    hasToken: true,
    isTrial: true,
    isAgent: false,
    passwordChange: null,
  })
  expect(location.history).toEqual(['/'])
  expect(await screen.findByRole('heading', { name: 'A real account is needed' })).toBeDefined()
  expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeDefined()
})

test('a deep link to the member centre waits for the restored member, then turns a trial account away', async () => {
  const location = await renderAt('/member', {
    status: 'loading',
    hasToken: true,
    isTrial: false,
    isAgent: false,
    passwordChange: null,
  })
  expect(screen.queryByRole('heading', { level: 1, name: 'Member centre' })).toBeNull()
  await location.sessionBecomes({
    status: 'signedIn',
    hasToken: true,
    isTrial: true,
    isAgent: false,
    passwordChange: null,
  })
  expect(location.history).toEqual(['/'])
  expect(await screen.findByRole('heading', { name: 'A real account is needed' })).toBeDefined()
})

test('a visitor sent to the agent centre lands on the agent login', async () => {
  const location = await renderAt('/agentHome', {
    status: 'anonymous',
    hasToken: false,
    isTrial: false,
    isAgent: false,
    passwordChange: null,
  })
  expect(location.history).toEqual(['/login?audience=agent&next=%2FagentHome&reason=signInRequired'])
})

test('a member who is not an agent is told the agent centre is for agents and stays where they were', async () => {
  const location = await renderAt('/agentHome', {
    status: 'signedIn',
    hasToken: true,
    isTrial: false,
    isAgent: false,
    passwordChange: null,
  })
  expect(location.history).toEqual(['/'])
  expect(await screen.findByRole('heading', { name: 'Agents only' })).toBeDefined()
})
