import type { NoticeCode, Portal, SessionActor } from '@portal/core'

export interface QueuedNotice {
  id: number
  code: NoticeCode
}

export interface NoticeFeed {
  subscribe(listener: () => void): () => void
  current(): readonly QueuedNotice[]
  dismiss(id: number): void
}

/**
 * The session's notices, queued from the moment it exists. An emitted event reaches only listeners that are
 * already there, and a dead stored token is noticed during boot, before any view has mounted: so the queue
 * subscribes when the portal is created and views render from it whenever they mount.
 */
export function createNoticeFeed(portal: Portal): NoticeFeed {
  let notices: readonly QueuedNotice[] = []
  let lastId = 0
  let attached: SessionActor | undefined
  const listeners = new Set<() => void>()
  const changed = (next: readonly QueuedNotice[]) => {
    notices = next
    for (const listener of listeners) listener()
  }

  const attach = () => {
    const session = portal.session()
    if (!session || session === attached) return
    attached = session
    session.on('notice', ({ code }) => {
      lastId += 1
      changed([...notices, { id: lastId, code }])
    })
  }
  attach()
  portal.actor.subscribe(attach)

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    current: () => notices,
    dismiss: (id) => changed(notices.filter((notice) => notice.id !== id)),
  }
}
