import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { ButtonLink } from '../Button/Button'
import { LanguageSelector } from '../LanguageSelector/LanguageSelector'
import { Logo } from '../Logo/Logo'
import { MainNav } from '../MainNav/MainNav'
import { authDialogHref } from '../popups/authDialog'
import { ThemeToggle } from '../ThemeToggle/ThemeToggle'
import { UtilityNav } from '../UtilityNav/UtilityNav'
import styles from './Header.module.css'
import { useDirectRegistration } from './useDirectRegistration'

export interface HeaderSlots {
  /** Game-category entries of the main navigation (`<li>`s after Home). */
  navigation?: ReactNode
  /** The inline login form when signed out, the member panel when signed in. */
  account?: ReactNode
  /** The customer-service entry of the utility navigation. */
  customerService?: ReactNode
}

export function Header({ navigation, account, customerService }: HeaderSlots) {
  return (
    <header className={styles.header}>
      <UtilityNav customerService={customerService} />
      <div className={styles.inner}>
        {/* Named by the brand it shows; the main navigation's Home link is the labelled one. */}
        <Link to="/" className={styles.home}>
          <Logo compact />
        </Link>
        <div className={styles.nav}>
          <MainNav categories={navigation} />
        </div>
        <div className={styles.actions}>
          <LanguageSelector />
          <ThemeToggle />
          {account ?? <AuthLinks />}
        </div>
      </div>
    </header>
  )
}

/**
 * A visitor's way in on phones, and on wide screens until the inline login form has loaded: the login and
 * register popups over the current page.
 */
export function AuthLinks() {
  const [path] = useLocation()
  const search = useSearch()
  const register = useDirectRegistration()
  return (
    <div className={styles.auth} data-visitor-entry>
      <ButtonLink to={authDialogHref(path, search, 'login')} variant="secondary" size="small">
        <Trans>Log in</Trans>
      </ButtonLink>
      {register && (
        <ButtonLink to={authDialogHref(path, search, 'register')} size="small">
          <Trans>Register</Trans>
        </ButtonLink>
      )}
    </div>
  )
}
