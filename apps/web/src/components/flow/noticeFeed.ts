import {
  defineSharedFlow,
  type NoticeCode,
  type NoticeEmitted,
  type NoticeValues,
  type Portal,
  type SessionActor,
} from '@portal/core'

export interface QueuedNotice {
  id: number
  code: NoticeCode
  values?: NoticeValues
}

export interface NoticeFeed {
  subscribe(listener: () => void): () => void
  current(): readonly QueuedNotice[]
  dismiss(id: number): void
  /**
   * Queues the notices of a flow too (a password reset, an account made but not signed in). The flow's screen
   * goes away with the navigation that follows its notice; the toast must outlive it. Returns the unsubscribe.
   * A flow followed by several components at once (the favourites, by every game card) is heard once.
   */
  follow(flow: NoticeSource): () => void
  /** Stops queueing: the end of the visit. */
  stop(): void
}

/** Any actor that emits the core's notices. */
export interface NoticeSource {
  on(type: 'notice', listener: (event: NoticeEmitted) => void): { unsubscribe(): void }
}

/**
 * The session's notices, queued from the moment it exists. An emitted event reaches only listeners that are
 * already there, and a dead stored token is noticed during boot, before any view has mounted: so the queue is
 * asked of the registry before the portal starts (main.tsx), and views render from it whenever they mount.
 */
export function createNoticeFeed(portal: Portal): NoticeFeed {
  let notices: readonly QueuedNotice[] = []
  let lastId = 0
  let attached: SessionActor | undefined
  let attachedNotices: { unsubscribe(): void } | undefined
  const listeners = new Set<() => void>()
  const followed = new Map<NoticeSource, { followers: number; subscription: { unsubscribe(): void } }>()
  const changed = (next: readonly QueuedNotice[]) => {
    notices = next
    for (const listener of listeners) listener()
  }

  const queue = ({ code, values }: NoticeEmitted) => {
    lastId += 1
    changed([...notices, values ? { id: lastId, code, values } : { id: lastId, code }])
  }
  const attach = () => {
    const session = portal.session()
    if (!session || session === attached) return
    attached = session
    attachedNotices = session.on('notice', queue)
  }
  attach()
  const following = portal.actor.subscribe(attach)

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    current: () => notices,
    dismiss: (id) => changed(notices.filter((notice) => notice.id !== id)),
    follow(flow) {
      const existing = followed.get(flow)
      const entry = existing ?? { followers: 0, subscription: flow.on('notice', queue) }
      entry.followers += 1
      followed.set(flow, entry)
      return () => {
        entry.followers -= 1
        if (entry.followers > 0) return
        followed.delete(flow)
        entry.subscription.unsubscribe()
      }
    },
    stop() {
      following.unsubscribe()
      attachedNotices?.unsubscribe()
      for (const { subscription } of followed.values()) subscription.unsubscribe()
    },
  }
}

/** The visit's one notice queue, owned by the portal's registry. */
export const noticeFeedFlow = /* @__PURE__ */ defineSharedFlow({
  key: 'notice-feed',
  lifetime: 'visit',
  create: createNoticeFeed,
})
