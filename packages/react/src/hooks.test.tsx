// @vitest-environment happy-dom
import {
  connectFavourites,
  connectLogin,
  createLogin,
  createPortal,
  defaultBrand,
  defineSharedFlow,
  favouritesFlow,
  memberLoginFlow,
  memoryStore,
  type Portal,
} from '@portal/core'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, expect, test } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import { PortalProvider, useFlow, useSession, useSharedFlow } from './index'
import { fakeGateway } from './testing/gateway'

afterEach(cleanup)

const transport = fakeGateway({ account: 'member01', type: 0 }, { favoriteGames: ['game-1'] })

async function bootedPortal(token: string | null = null): Promise<Portal> {
  const portal = createPortal({
    brand: defaultBrand,
    transport,
    sessionStore: memoryStore(token ? { token } : {}),
    localStore: memoryStore(),
  })
  portal.actor.start()
  await waitForActor(portal.actor, (s) => s.matches('running'))
  return portal
}

const started = new Set<ReturnType<typeof createLogin>>()
const stopped = new Set<ReturnType<typeof createLogin>>()
function Screen() {
  const [login] = useFlow((p) => {
    const actor = createLogin(p)
    const [start, stop] = [actor.start.bind(actor), actor.stop.bind(actor)]
    actor.start = () => {
      started.add(actor)
      return start()
    }
    actor.stop = () => {
      stopped.add(actor)
      return stop()
    }
    return actor
  }, connectLogin)
  return (
    <button type="button" onClick={() => login.change('username', 'member01')}>
      user:{login.fields.username}
    </button>
  )
}

test("useFlow: the screen's own flow starts with the screen and stops with it, StrictMode included", async () => {
  const portal = await bootedPortal()
  const { unmount } = render(
    <StrictMode>
      <PortalProvider portal={portal}>
        <Screen />
      </PortalProvider>
    </StrictMode>,
  )
  act(() => screen.getByRole('button').click())
  expect(screen.getByRole('button').textContent).toBe('user:member01')
  // StrictMode mounted twice: the first actor was started and stopped, one runs now.
  expect([...started].filter((actor) => !stopped.has(actor))).toHaveLength(1)
  unmount()
  expect([...started].every((actor) => stopped.has(actor))).toBe(true)
  portal.stop()
})

function Views() {
  const [header] = useSharedFlow(memberLoginFlow, connectLogin)
  const [popup] = useSharedFlow(memberLoginFlow, connectLogin)
  const [favourites, favouritesActor] = useSharedFlow(favouritesFlow, connectFavourites)
  const [session] = useSession()
  return (
    <div>
      <button type="button" onClick={() => header.change('username', 'typed')}>
        type
      </button>
      <p>popup:{popup.fields.username}</p>
      <p>favourites:{favouritesActor ? String(favourites.isFavourite('game-1')) : 'none'}</p>
      <button type="button" onClick={session.requestLogout}>
        out
      </button>
      <button type="button" onClick={session.confirmLogout}>
        confirm
      </button>
    </div>
  )
}

test('useSharedFlow: two views see one login; a session flow follows the member in and out', async () => {
  const portal = await bootedPortal('stored-token')
  render(
    <PortalProvider portal={portal}>
      <Views />
    </PortalProvider>,
  )
  act(() => screen.getByText('type').click())
  expect(screen.getByText('popup:typed')).toBeTruthy()
  await waitFor(() => expect(screen.getByText('favourites:true')).toBeTruthy())
  act(() => screen.getByText('out').click())
  act(() => screen.getByText('confirm').click())
  await waitFor(() => expect(screen.getByText('favourites:none')).toBeTruthy())
  portal.stop()
})

const screens: ReturnType<typeof createLogin>[] = []
function ScreenFor({ audience }: { audience: 'member' | 'agent' }) {
  const [login, actor] = useFlow((p) => createLogin(p, audience), connectLogin, [audience])
  screens.push(actor)
  return <p>fields:{login.fields.username || 'empty'}</p>
}

test('useFlow: a change of deps replaces the actor, stopping the old one; the same deps keep it', async () => {
  const portal = await bootedPortal()
  const view = render(
    <PortalProvider portal={portal}>
      <ScreenFor audience="member" />
    </PortalProvider>,
  )
  const member = screens.at(-1)
  view.rerender(
    <PortalProvider portal={portal}>
      <ScreenFor audience="member" />
    </PortalProvider>,
  )
  expect(screens.at(-1)).toBe(member)
  expect(member?.getSnapshot().status).toBe('active')
  view.rerender(
    <PortalProvider portal={portal}>
      <ScreenFor audience="agent" />
    </PortalProvider>,
  )
  const agent = screens.at(-1)
  expect(agent).not.toBe(member)
  expect(member?.getSnapshot().status).toBe('stopped')
  expect(agent?.getSnapshot().status).toBe('active')
  view.unmount()
  expect(agent?.getSnapshot().status).toBe('stopped')
  portal.stop()
})

/** The login as a screen flow: the test needs a flow with state it can see, made anew per member and language. */
const loginScreen = defineSharedFlow({ key: 'test.login-screen', lifetime: 'screen', create: createLogin })

function LoginScreen() {
  const [login, actor] = useSharedFlow(loginScreen, connectLogin)
  return (
    <button
      type="button"
      data-status={actor.getSnapshot().status}
      onClick={() => login.change('username', 'x')}
    >
      user:{login.fields.username || 'empty'}
    </button>
  )
}

test('useSharedFlow of a screen flow: held while mounted (StrictMode included), made again in another language', async () => {
  const portal = await bootedPortal()
  const before = portal.liveActors()
  const { unmount } = render(
    <StrictMode>
      <PortalProvider portal={portal}>
        <LoginScreen />
      </PortalProvider>
    </StrictMode>,
  )
  act(() => screen.getByRole('button').click())
  expect(screen.getByRole('button').textContent).toBe('user:x')
  expect(portal.flows.size()).toBe(1)
  // Another language: the screen shows a fresh instance, the typed field gone with the old one.
  act(() => portal.actor.send({ type: 'language.change', language: 'EN' }))
  expect(screen.getByRole('button').textContent).toBe('user:empty')
  expect(portal.liveActors()).toBeGreaterThan(before)
  unmount()
  expect(portal.flows.size()).toBe(0)
  // The portal's own call telling the server the language ends by itself; nothing of the screen's stays.
  await waitFor(() => expect(portal.liveActors()).toBe(before))
  portal.stop()
})
