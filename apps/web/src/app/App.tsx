import type { KeyValueStore, Portal } from '@portal/core'
import { PortalProvider } from '@portal/react'
import { ThemeProvider } from '../theme/ThemeContext'
import { BootGate } from './BootGate'
import type { NoticeFeed } from './noticeFeed'
import { PortalLanguage } from './PortalLanguage'
import { PortalNotices } from './PortalNotices'
import { PortalRouter } from './PortalRouter'

export function App({
  portal,
  localStore,
  notices,
}: {
  portal: Portal
  localStore: KeyValueStore
  notices: NoticeFeed
}) {
  return (
    <PortalProvider portal={portal}>
      <ThemeProvider store={localStore}>
        <PortalLanguage>
          <BootGate>
            <PortalRouter />
            <PortalNotices feed={notices} />
          </BootGate>
        </PortalLanguage>
      </ThemeProvider>
    </PortalProvider>
  )
}
