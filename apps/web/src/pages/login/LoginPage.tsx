import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link, useSearch } from 'wouter'
import { AuthPageLayout } from '../../components/AuthPageLayout/AuthPageLayout'
import { useLeaveWhenSignedIn } from '../../components/AuthPageLayout/useLeaveWhenSignedIn'
import { isSignInRequired } from '../../components/flow/returnAfterLogin'
import { Icon } from '../../components/Icon/Icon'
import type { PageProps } from '../pageTypes'
import { LoginForm } from './LoginForm'
import styles from './LoginPage.module.css'
import { audienceOf, loginHref } from './loginAudience'

/**
 * /login (spec §2, an auth page without header or footer): the member login beside a brand panel, or with
 * `?audience=agent` the agent login, which lands on /agentHome and refuses non-agents (spec §4, §6). Reached
 * through `signInRequiredHref`, it first says why the visitor is here and later returns them (`?next=`).
 */
const sidesLabel = msg`Sign in as`

export default function LoginPage({ route }: PageProps) {
  const { _ } = useLingui()
  const search = useSearch()
  const audience = audienceOf(search)
  const agent = audience === 'agent'
  useLeaveWhenSignedIn()

  return (
    <AuthPageLayout
      bannerGroup="w_login"
      title={agent ? <Trans>Agent login</Trans> : _(route.title)}
      tagline={
        agent ? (
          <Trans>Your team, contracts and commissions, one sign-in away.</Trans>
        ) : (
          <Trans>Welcome back. Your games, wallet and rewards are one sign-in away.</Trans>
        )
      }
    >
      <nav className={styles.sides} aria-label={_(sidesLabel)}>
        <Link to={loginHref('member')} className={styles.side} aria-current={agent ? undefined : 'page'}>
          <Icon name="user" size={16} />
          <Trans>Member login</Trans>
        </Link>
        <Link to={loginHref('agent')} className={styles.side} aria-current={agent ? 'page' : undefined}>
          <Icon name="briefcase" size={16} />
          <Trans>Agent login</Trans>
        </Link>
      </nav>
      {/* Spec §8 "Not logged in": only when something the visitor did sent them here, never on their own visit. */}
      {isSignInRequired(search) && (
        <p className={styles.required} role="status">
          <Icon name="lock" size={18} />
          <Trans>Please log in first.</Trans>
        </p>
      )}
      {/* A new flow per side: the audience is fixed when the flow starts. */}
      <LoginForm key={audience} audience={audience} />
    </AuthPageLayout>
  )
}
