import type { KeyValueStore, Portal } from '@portal/core'
import { PortalProvider } from '@portal/react'
import { ThemeProvider } from '../theme/ThemeContext'
import { BootGate } from './BootGate'
import { MemberRealtime } from './MemberRealtime'
import { PortalLanguage } from './PortalLanguage'
import { PortalNotices } from './PortalNotices'
import { PortalRouter } from './PortalRouter'

export function App({ portal, localStore }: { portal: Portal; localStore: KeyValueStore }) {
  return (
    <PortalProvider portal={portal}>
      <ThemeProvider store={localStore}>
        <PortalLanguage>
          <BootGate>
            <PortalRouter />
            <PortalNotices />
            <MemberRealtime />
          </BootGate>
        </PortalLanguage>
      </ThemeProvider>
    </PortalProvider>
  )
}
