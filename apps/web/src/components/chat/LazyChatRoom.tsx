import { lazy } from 'react'
import { settleRank, WhenPageSettled } from '../../platform/pageSettled'

// Spec §2: a chat room is always mounted. Its button and panel are a chunk of their own, fetched once the first
// page has settled: the page's own files come first.
const ChatRoom = lazy(() => import('./ChatRoom'))

export function LazyChatRoom() {
  return (
    <WhenPageSettled rank={settleRank.besideThePage}>
      <ChatRoom />
    </WhenPageSettled>
  )
}
