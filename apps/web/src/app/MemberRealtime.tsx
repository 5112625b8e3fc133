import { useSession } from '@portal/react'
import { lazy } from 'react'
import { ErrorBoundary } from '../components/ErrorBoundary/ErrorBoundary'
import { settleRank, WhenPageSettled } from '../platform/pageSettled'

// One small chunk that asks for the parts: the first page names one file here instead of each part's list.
const MemberLayer = lazy(() => import('./MemberLayer'))

/**
 * The real-time channel is the signed-in member's alone, so its flow and STOMP client load only once a member
 * is signed in: a visitor's first page never downloads them. They wait for the first page to settle, which
 * loses nothing: the channel resyncs what it carries when it connects.
 */
export function MemberRealtime() {
  const [session] = useSession()
  if (!session.account) return null
  return (
    <WhenPageSettled rank={settleRank.besideThePage}>
      <ErrorBoundary fallback={() => null}>
        <MemberLayer />
      </ErrorBoundary>
    </WhenPageSettled>
  )
}
