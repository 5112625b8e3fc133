import { Trans } from '@lingui/react/macro'
import { useSession } from '@portal/react'
import { AuthLinks } from '../Header/Header'
import { MemberPanel } from './MemberPanel'
import styles from './MemberPanel.module.css'

/** The header's account slot: the member panel when signed in, a placeholder while a stored token is restored. */
export function HeaderAccount() {
  const { view, send } = useSession()
  if (view.isLogin) return <MemberPanel view={view} send={send} />
  if (view.status === 'loading') return <MemberPanelSkeleton />
  return <AuthLinks />
}

/** Holds the panel's place so the header does not offer Log in to a member who is being signed back in. */
export function MemberPanelSkeleton() {
  return (
    <span className={styles.skeleton} aria-busy="true" data-testid="member-panel-skeleton">
      <span className={`${styles.avatar} ${styles.shimmer}`} />
      <span className={`${styles.bar} ${styles.shimmer}`} />
      <span className="visually-hidden">
        <Trans>Loading your account…</Trans>
      </span>
    </span>
  )
}
