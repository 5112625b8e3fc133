import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { createLogin, createLoginSms } from '@portal/core'
import { usePortal } from '@portal/react'
import { Link } from 'wouter'
import { Icon } from '../../components/Icon/Icon'
import { Logo } from '../../components/Logo/Logo'
import { Spinner } from '../../components/Spinner/Spinner'
import type { PageProps } from '../../router/pageTypes'
import { LoginForm } from './LoginForm'
import styles from './LoginPage.module.css'
import { useStartedActor } from './useStartedActor'

/** /login (spec §2, an auth page without header or footer): the member login flow beside a brand panel. */
export default function LoginPage({ route }: PageProps) {
  const { _ } = useLingui()
  const portal = usePortal()
  // The route is reachable only once boot is ready, so the portal's flags are known here.
  const login = useStartedActor(() => createLogin(portal))
  const sms = useStartedActor(() => createLoginSms(portal))

  return (
    <div className={styles.page}>
      <aside className={`hero-surface ${styles.brand}`}>
        <Link to="/" className={styles.home}>
          <Logo size="large" />
        </Link>
        <p className={styles.tagline}>
          <Trans>Welcome back. Your games, wallet and rewards are one sign-in away.</Trans>
        </p>
        <ul className={styles.perks}>
          <li>
            <Icon name="zap" size={18} />
            <Trans>Fast deposit and withdrawal</Trans>
          </li>
          <li>
            <Icon name="shield" size={18} />
            <Trans>Safe and licensed play</Trans>
          </li>
          <li>
            <Icon name="gift" size={18} />
            <Trans>Daily promotions and rewards</Trans>
          </li>
        </ul>
      </aside>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {_(route.title)}
        </h1>
        {login && sms ? (
          <LoginForm login={login} sms={sms} />
        ) : (
          <div className={styles.starting}>
            <Spinner size={32} />
          </div>
        )}
      </section>
    </div>
  )
}
