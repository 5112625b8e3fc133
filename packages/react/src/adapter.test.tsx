// @vitest-environment happy-dom
import {
  connectWallet,
  createPortal,
  defaultBrand,
  memoryStore,
  type NavigateEmitted,
  walletFlow,
} from '@portal/core'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PortalProvider, useBoot, useEmitted, useSession, useSharedFlow } from './index'
import { fakeGateway } from './testing/gateway'

afterEach(cleanup)

const transport = fakeGateway({ account: 'agent01', type: 1 })

function Probe({ onNavigate }: { onNavigate: (event: NavigateEmitted) => void }) {
  const boot = useBoot()
  const [session, sessionActor] = useSession()
  // The balance is the wallet's, the one owner of the member's money.
  const [wallet] = useSharedFlow(walletFlow, connectWallet)
  useEmitted(sessionActor, 'navigate', onNavigate)
  return (
    <div>
      <p>boot:{boot.status}</p>
      <p>session:{session.status}</p>
      <p>account:{session.account}</p>
      <p>agent:{String(session.isAgent)}</p>
      <p>balance in cents:{wallet.main?.minor.toString()}</p>
      <button type="button" onClick={session.requestLogout}>
        out
      </button>
      <button type="button" onClick={session.confirmLogout}>
        confirm
      </button>
    </div>
  )
}

test('boot, a restored session and sign-out reach the view through the hooks', async () => {
  const sessionStore = memoryStore({ token: 'stored-token' })
  const portal = createPortal({ brand: defaultBrand, transport, sessionStore, localStore: memoryStore() })
  portal.actor.start()
  const navigations: NavigateEmitted[] = []
  render(
    <PortalProvider portal={portal}>
      <Probe onNavigate={(event) => navigations.push(event)} />
    </PortalProvider>,
  )
  // The wallet's 1234567.891 arrives as whole cents, rounded as the balance is shown.
  await waitFor(() => expect(screen.getByText('balance in cents:123456789')).toBeTruthy())
  expect(screen.getByText('boot:ready')).toBeTruthy()
  expect(screen.getByText('account:agent01')).toBeTruthy()
  expect(screen.getByText('agent:true')).toBeTruthy()

  act(() => screen.getByText('out').click())
  expect(screen.getByText('session:confirmingLogout')).toBeTruthy()
  act(() => screen.getByText('confirm').click())
  await waitFor(() => expect(screen.getByText('session:anonymous')).toBeTruthy())
  expect(navigations).toEqual([{ type: 'navigate', to: '/', replace: true }])
  expect(sessionStore.get('token')).toBeNull()
  expect(sessionStore.get('merchantCode')).toBe(defaultBrand.merchantCode)
  portal.actor.stop()
})

function Orphan() {
  useBoot()
  return null
}

test('usePortal outside a provider says what is missing', () => {
  expect(() => render(<Orphan />)).toThrow('PortalProvider')
})
