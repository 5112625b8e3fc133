import { createLogin, createLoginSms, type LoginAudience } from '@portal/core'
import { usePortal } from '@portal/react'
import { useContext, useEffect, useState } from 'react'
import { AuthPresentation } from '../../app/authDialog'
import { Spinner } from '../../components/Spinner/Spinner'
import { LoginForm } from './LoginForm'
import styles from './LoginPanel.module.css'
import { borrowLogin, lentLogin } from './lentLogin'
import { useStartedActor } from './useStartedActor'

/**
 * The login, wherever it shows: the /login page (member or agent side) and the login popup. In the popup it
 * continues the header's attempt when the header sent the visitor there; otherwise it runs its own flow.
 */
export function LoginPanel({ audience = 'member' }: { audience?: LoginAudience }) {
  const presentation = useContext(AuthPresentation)
  // Read once: the popup keeps what it was opened with, even when the header's form re-renders.
  const [lent] = useState(() => (presentation === 'dialog' && audience === 'member' ? lentLogin() : null))
  useEffect(() => {
    if (!lent) return
    const loan = borrowLogin(lent)
    return () => loan?.giveBack()
  }, [lent])
  return lent ? <LoginForm {...lent} /> : <OwnLogin audience={audience} />
}

function OwnLogin({ audience }: { audience: LoginAudience }) {
  const portal = usePortal()
  // Shown only once boot is ready, so the portal's flags are known here.
  const login = useStartedActor(() => createLogin(portal, audience))
  const sms = useStartedActor(() => createLoginSms(portal))
  return login && sms ? (
    <LoginForm login={login} sms={sms} />
  ) : (
    <div className={styles.starting}>
      <Spinner size={32} />
    </div>
  )
}
