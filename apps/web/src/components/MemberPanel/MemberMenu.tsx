import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { Icon, type IconName } from '../Icon/Icon'
import styles from './MemberMenu.module.css'

interface MemberMenuProps {
  isAgent: boolean
  /** Whether the member has messages at all (INBOX3, not a trial account). */
  inbox: boolean
  /** Unread messages, once known: shown on the Messages entry and, on narrow phones, the button. */
  unread: number | null
  onSignOut(): void
}

/**
 * The member drop-down (spec §2): a menu button after the WAI-ARIA pattern. Enter, Space or ArrowDown open it
 * on the first item, ArrowUp on the last; arrows, Home and End move; Escape closes it and returns focus.
 */
export function MemberMenu({ isAgent, inbox, unread, onSignOut }: MemberMenuProps) {
  const { t } = useLingui()
  const menuId = useId()
  const badge = unread && unread > 99 ? '99+' : String(unread ?? '')
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  // Which item takes focus once the menu has rendered.
  const [focusAt, setFocusAt] = useState<'first' | 'last'>('first')

  useEffect(() => {
    if (!open) return
    const list = menuItems(menuRef.current)
    list.at(focusAt === 'first' ? 0 : -1)?.focus()
    // A press anywhere outside closes the menu without stealing focus back from where it went.
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open, focusAt])

  const openAt = (at: 'first' | 'last') => {
    setFocusAt(at)
    setOpen(true)
  }

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    openAt(event.key === 'ArrowDown' ? 'first' : 'last')
  }

  const onMenuKey = (event: KeyboardEvent) => {
    const list = menuItems(menuRef.current)
    const index = list.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    }
    const target = moves[event.key]
    if (target !== undefined) {
      event.preventDefault()
      list[target]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    }
  }

  const entry = (to: string, icon: IconName, label: ReactNode) => (
    <Link to={to} role="menuitem" tabIndex={-1} className={styles.item} onClick={() => close(false)}>
      <Icon name={icon} size={18} />
      {label}
    </Link>
  )

  return (
    <div className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        // The badge's number is visible text, so the name carries it too (WCAG 2.5.3, label in name).
        aria-label={unread ? t`Account menu, ${badge} unread` : t`Account menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKey}
      >
        <Icon name="chevronDown" size={18} className={styles.chevron} />
        {unread ? (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t`Account menu`}
          className={styles.list}
          onKeyDown={onMenuKey}
        >
          {/* The spec's entries (§2) in its order, then the profile and favourites. Messages is here too: on a
              narrow phone the header has no room for its own link. */}
          {entry('/member/securityCenter', 'shield', t`My account`)}
          {entry('/member/withdraw', 'wallet', t`Withdraw`)}
          {entry('/member/transactionHistory', 'receipt', t`Account record`)}
          {entry('/member/personalHistoryCopy', 'dice', t`Betting record`)}
          {entry('/member/profile', 'user', t`Profile`)}
          {entry('/member/myGames', 'heart', t`My games`)}
          {inbox && entry('/member/messageV2', 'mail', unread ? t`Messages (${unread} unread)` : t`Messages`)}
          {isAgent && entry('/agentHome', 'briefcase', t`Agent centre`)}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${styles.item} ${styles.separated}`}
            onClick={() => {
              close(true)
              onSignOut()
            }}
          >
            <Icon name="logout" size={18} />
            {t`Sign out`}
          </button>
        </div>
      )}
    </div>
  )
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
}
