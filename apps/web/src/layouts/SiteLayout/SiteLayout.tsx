import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Footer } from '../../components/Footer/Footer'
import { GameLaunchProvider } from '../../components/games/launch/GameLaunchContext'
import { LazyGameNavigation } from '../../components/games/navigation/LazyGameNavigation'
import { Header } from '../../components/Header/Header'
import { HeaderAccount } from '../../components/MemberPanel/HeaderAccount'
import { CustomerServiceMenu } from '../../components/resources/CustomerServiceMenu'
import { SideBarLinks } from '../../components/resources/SideBarLinks'
import { SocialLinks } from '../../components/resources/SocialLinks'
import { SideMenu } from '../../components/SideMenu/SideMenu'
import type { Layout } from '../../routes'
import styles from './SiteLayout.module.css'

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
            customerService={<CustomerServiceMenu />}
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
            <SideBarLinks />
          </SideMenu>
        )}
        {layout.footer && <Footer social={<SocialLinks />} />}
      </div>
    </GameLaunchProvider>
  )
}
