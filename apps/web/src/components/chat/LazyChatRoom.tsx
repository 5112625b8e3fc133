import { lazy, Suspense } from 'react'

// Spec §2: a chat room is always mounted. Its button and panel are a chunk of their own, fetched after the
// first page, so the first page's script stays on budget.
const ChatRoom = lazy(() => import('./ChatRoom'))

export function LazyChatRoom() {
  return (
    <Suspense fallback={null}>
      <ChatRoom />
    </Suspense>
  )
}
