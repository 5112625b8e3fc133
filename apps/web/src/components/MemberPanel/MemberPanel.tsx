import { useLingui } from '@lingui/react/macro'
import {
  connectUnread,
  connectWallet,
  type SessionIntents,
  type SessionView,
  unreadFlow,
  walletFlow,
} from '@portal/core'
import { useBoot, useSharedFlow } from '@portal/react'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'wouter'
import { BalanceWidget } from '../BalanceWidget/BalanceWidget'
import { useGamePage } from '../BalanceWidget/useGamePage'
import { Icon } from '../Icon/Icon'
import { Avatar } from './Avatar'
import { MemberMenu } from './MemberMenu'
import styles from './MemberPanel.module.css'
import { QuickLinks } from './QuickLinks'
import { SignOutDialog } from './SignOutDialog'

// Game pages only: the session clock and the reality check load with the first game page.
const RealityCheck = lazy(() => import('../RealityCheck/RealityCheck'))

/**
 * The signed-in member in the header (spec §2): avatar to the profile, name and VIP label, balance,
 * agent shortcut, messages and the drop-down. Phones keep avatar, VIP label, balance, messages and menu.
 */
export default function MemberPanel({ view }: { view: SessionView & SessionIntents }) {
  const { t } = useLingui()
  const gamePage = useGamePage()
  const [path] = useLocation()
  // The inbox follows INBOX3; trial accounts have none (spec §6).
  const inbox = (useBoot().flags?.INBOX3 ?? true) && !view.isTrial
  // The unread count is the inbox's, its one owner.
  const [{ unread }] = useSharedFlow(unreadFlow, connectUnread)
  return (
    // Balance and unread count change with what happens elsewhere: screenshot tests mask what is volatile.
    <div className={styles.panel} data-volatile="" data-member-entry="">
      {/* The visible account name leads the link's name (WCAG 2.5.3, label in name); where it goes follows. */}
      <Link to="/member/profile" className={styles.profile}>
        <Avatar src={view.avatarUrl} />
        <span className={styles.identity}>
          {/* A name longer than the header's room is cut with an ellipsis: the title reads the whole of it. */}
          <span className={styles.account} data-testid="member-account" title={view.account ?? undefined}>
            {view.account}
          </span>
          {view.vipLabel && (
            <span className={styles.vip} title={view.vipLabel}>
              {view.vipLabel}
            </span>
          )}
        </span>
        <span className="visually-hidden">{t`My profile`}</span>
      </Link>
      {/* The balance stays on game pages too, beside the session clock: a player sees their money before and
          after a round (issue 37; docs/deviations.md). */}
      <HeaderBalance />
      {/* A new game page or another member, a new session: the clock starts again. Trial accounts have no money
          at stake. */}
      {gamePage && !view.isTrial && (
        <Suspense fallback={null}>
          <RealityCheck key={`${view.account}:${path}`} />
        </Suspense>
      )}
      {/* Quick deposit and withdraw (spec §2); trial accounts have no money to move. */}
      {!view.isTrial && <QuickLinks />}
      <span className={styles.wide}>
        {view.isAgent && (
          <Link
            to="/agentHome"
            className={styles.iconLink}
            aria-label={t`Agent centre`}
            title={t`Agent centre`}
          >
            <Icon name="briefcase" size={18} />
          </Link>
        )}
      </span>
      {inbox && <MessagesLink unread={unread} />}
      <MemberMenu
        isAgent={view.isAgent}
        inbox={inbox}
        unread={inbox ? unread : null}
        onSignOut={view.requestLogout}
      />
      <SignOutDialog
        open={view.status === 'confirmingLogout'}
        onConfirm={view.confirmLogout}
        onCancel={view.cancelLogout}
      />
    </div>
  )
}

/** The main balance, as its one owner, the member's wallet, knows it. */
function HeaderBalance() {
  const [wallet] = useSharedFlow(walletFlow, connectWallet)
  return (
    <BalanceWidget
      balance={wallet.main && { amount: wallet.main, currencySymbol: wallet.currencySymbol ?? '' }}
      loading={wallet.status === 'loading' || wallet.refreshing}
      failed={wallet.failure !== null}
      onRefresh={wallet.refresh}
    />
  )
}

/** The header's Messages link; a count shows only when the inbox knows one above zero. */
function MessagesLink({ unread }: { unread: number | null }) {
  const { t } = useLingui()
  const label = unread ? t`Messages, unread: ${unread}` : t`Messages`
  return (
    <Link
      to="/member/messageV2"
      className={`${styles.iconLink} ${styles.messages}`}
      aria-label={label}
      title={label}
    >
      <Icon name="mail" size={18} />
      {unread ? (
        <span className={styles.badge} aria-hidden="true" data-testid="unread-count">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  )
}
