import type { KeyValueStore, Portal } from '@portal/core'
import { PortalProvider } from '@portal/react'
import type { NoticeFeed } from '../components/flow/noticeFeed'
import { NoticeFeedContext } from '../components/flow/useFlowNotices'
import { ThemeProvider } from '../theme/ThemeContext'
import { BootGate } from './BootGate'
import { MemberRealtime } from './MemberRealtime'
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
          <NoticeFeedContext.Provider value={notices}>
            <BootGate>
              <PortalRouter />
              <PortalNotices feed={notices} />
              <MemberRealtime />
            </BootGate>
          </NoticeFeedContext.Provider>
        </PortalLanguage>
      </ThemeProvider>
    </PortalProvider>
  )
}
