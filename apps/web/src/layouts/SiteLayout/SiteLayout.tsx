import { Trans } from '@lingui/react/macro'
import { lazy, type ReactNode } from 'react'
import { LazyChatRoom } from '../../components/chat/LazyChatRoom'
import { GameLaunchProvider } from '../../components/games/launch/GameLaunchContext'
import { LazyGameNavigation } from '../../components/games/navigation/LazyGameNavigation'
import { Header } from '../../components/Header/Header'
import { HeaderAccount } from '../../components/MemberPanel/HeaderAccount'
import { LazyCustomerServiceMenu, LazySideBarLinks } from '../../components/resources/LazyResourceLinks'
import { SideMenu } from '../../components/SideMenu/SideMenu'
import { settleRank, WhenPageSettled } from '../../platform/pageSettled'
import styles from './SiteLayout.module.css'

// The footer starts below the fold (the main area is at least a screen tall), so it waits for the first page to
// settle: its download and its render stay out of the first screen's tasks.
const SiteFooter = lazy(() => import('../../components/Footer/SiteFooter'))

/** Which parts of the chrome a route shows (routes.ts). */
export interface Layout {
  header: boolean
  footer: boolean
  sideMenu: boolean
}

/** The page chrome a route's layout flags ask for, around the main content. */
export function SiteLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
  return (
    <GameLaunchProvider>
      <div className={styles.layout}>
        {layout.header && (
          <a className={styles.skip} href="#main">
            <Trans>Skip to content</Trans>
          </a>
        )}
        {layout.header && (
          <Header
            navigation={<LazyGameNavigation />}
            account={<HeaderAccount />}
            customerService={<LazyCustomerServiceMenu />}
          />
        )}
        <main
          id="main"
          tabIndex={-1}
          className={[styles.main, layout.header || layout.footer ? '' : styles.bare].join(' ')}
        >
          {children}
        </main>
        {layout.sideMenu && (
          <SideMenu>
            <LazySideBarLinks />
          </SideMenu>
        )}
        {layout.footer && (
          <WhenPageSettled rank={settleRank.footer}>
            <SiteFooter />
          </WhenPageSettled>
        )}
        {/* Spec §2 Modals: the chat room is always mounted, on the bare auth pages too. */}
        <LazyChatRoom />
      </div>
    </GameLaunchProvider>
  )
}
