/**
 * A React front end over the packed `@portal/core` and `@portal/react`, written from their READMEs and
 * docs/front-end.md only (the outside trial of issue #36, docs/outside-trial.md): boot, sign-in, the balance, the
 * deposit channels, sign-out with its confirmation. One portal, built and started before the first render; each
 * screen renders a flow's view-model and calls its intents.
 */
import {
  connectDeposit,
  connectLogin,
  connectWallet,
  createDeposit,
  createHttpTransport,
  createPortal,
  defaultBrand,
  memberLoginFlow,
  moneyToDecimal,
  walletFlow,
} from '@portal/core'
import { documentCookies, webLocalStore, webSessionStore } from '@portal/core/browser'
import { PortalProvider, useBoot, useFlow, useSession, useSharedFlow } from '@portal/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const portal = createPortal({
  brand: defaultBrand,
  transport: createHttpTransport({ baseUrl: defaultBrand.apiBaseUrl || window.location.origin }),
  sessionStore: webSessionStore(),
  localStore: webLocalStore(),
  cookies: documentCookies(),
  pageOrigin: window.location.origin,
})
portal.actor.start()

/** The visit's member login (a shared flow): asked for only once boot is ready. */
function SignIn() {
  const [login] = useSharedFlow(memberLoginFlow, connectLogin)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        login.submit()
      }}
    >
      <h2>Sign in</h2>
      <label>
        Username{' '}
        <input
          autoComplete="username"
          value={login.fields.username}
          onChange={(event) => login.change('username', event.target.value)}
        />
      </label>
      <label>
        Password{' '}
        <input
          type="password"
          autoComplete="current-password"
          value={login.fields.password}
          onChange={(event) => login.change('password', event.target.value)}
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={login.agreed}
          onChange={(event) => login.setAgreed(event.target.checked)}
        />{' '}
        I agree to the terms
      </label>
      <button type="submit" disabled={!login.canSubmit}>
        Sign in
      </button>
      {login.failure && <p role="alert">{login.failure.code}</p>}
    </form>
  )
}

/** The member's wallets: a session flow, there while someone is signed in. */
function Balance() {
  const [wallet] = useSharedFlow(walletFlow, connectWallet)
  return <p>Balance: {wallet.main ? <output>{moneyToDecimal(wallet.main)}</output> : 'loading'}</p>
}

/** The deposit screen's own flow: created, started and stopped with the component. */
function DepositChannels() {
  const [deposit] = useFlow(createDeposit, connectDeposit)
  return (
    <section aria-label="Deposit channels">
      <h2>Deposit channels</h2>
      <ul>
        {deposit.channels.map((channel) => (
          <li key={channel.id}>{channel.name}</li>
        ))}
      </ul>
    </section>
  )
}

function App() {
  const boot = useBoot()
  const [session] = useSession()
  if (boot.status !== 'ready') return <p>Boot: {boot.status}</p>
  if (!session.isLogin) return <SignIn />
  return (
    <main>
      <h2>Signed in as {session.account}</h2>
      <Balance />
      <DepositChannels />
      {session.status === 'confirmingLogout' ? (
        <p>
          Sign out?{' '}
          <button type="button" onClick={() => session.confirmLogout()}>
            Yes, sign out
          </button>{' '}
          <button type="button" onClick={() => session.cancelLogout()}>
            Stay
          </button>
        </p>
      ) : (
        <button type="button" onClick={() => session.requestLogout()}>
          Sign out
        </button>
      )}
    </main>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <h1>Portal on React</h1>
      <PortalProvider portal={portal}>
        <App />
      </PortalProvider>
    </StrictMode>,
  )
