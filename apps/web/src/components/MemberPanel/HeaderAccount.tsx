import { Trans } from '@lingui/react/macro'
import { useSession } from '@portal/react'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { settleRank, usePageSettled } from '../../platform/pageSettled'
import { AuthLinks } from '../Header/Header'
import styles from './MemberPanel.module.css'

// Only a signed-in member needs the panel: it loads then, not with every visitor's first page.
const MemberPanel = lazy(() => import('./MemberPanel'))
// Likewise the inline login form: wide screens fetch it after the first paint, with the popup links meanwhile.
const HeaderLoginForm = lazy(() => import('../HeaderLogin/HeaderLoginForm'))

/** Wide enough for the inline login form beside the navigation; narrower headers offer the popups. */
const inlineLoginQuery = '(min-width: 1200px)'

function useInlineLogin(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(inlineLoginQuery)
      query?.addEventListener('change', onChange)
      return () => query?.removeEventListener('change', onChange)
    },
    () => window.matchMedia?.(inlineLoginQuery).matches ?? false,
  )
}

/** The header's account slot: the member panel when signed in, a placeholder while a stored token is restored. */
export function HeaderAccount() {
  const [view] = useSession()
  const inline = useInlineLogin()
  // The panel's files wait for the page's content (pageSettled.tsx); its skeleton holds the place.
  const pageSettled = usePageSettled(settleRank.header)
  if (view.isLogin && !pageSettled) return <MemberPanelSkeleton />
  if (view.isLogin)
    return (
      <Suspense fallback={<MemberPanelSkeleton />}>
        <MemberPanel view={view} />
      </Suspense>
    )
  if (view.status === 'loading') return <MemberPanelSkeleton />
  return inline ? (
    <Suspense fallback={<AuthLinks />}>
      <HeaderLoginForm />
    </Suspense>
  ) : (
    <AuthLinks />
  )
}

/** Holds the panel's place so the header does not offer Log in to a member who is being signed back in. */
export function MemberPanelSkeleton() {
  return (
    <span
      className={styles.skeleton}
      aria-busy="true"
      data-testid="member-panel-skeleton"
      data-member-entry=""
    >
      <span className={`${styles.avatar} ${styles.shimmer}`} />
      <span className={`${styles.bar} ${styles.shimmer}`} />
      <span className="visually-hidden">
        <Trans>Loading your account…</Trans>
      </span>
    </span>
  )
}
