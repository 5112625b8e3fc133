import type { NoticeCode, NoticeEmitted } from '@portal/core'
import { createContext, useContext, useEffect } from 'react'
import type { NoticeFeed, NoticeSource } from './noticeFeed'

export const NoticeFeedContext = createContext<NoticeFeed | null>(null)

/**
 * Shows a flow's notices as toasts for as long as the flow's screen is mounted (and after, until dismissed).
 * `shownInPlace` names the notices the screen already says itself, which would otherwise be said twice.
 */
export function useFlowNotices(
  flow: NoticeSource | undefined,
  shownInPlace: readonly NoticeCode[] = [],
): void {
  const feed = useContext(NoticeFeedContext)
  const skipped = shownInPlace.join()
  useEffect(() => {
    if (!feed || !flow) return
    // The flow itself when nothing is skipped: the feed then follows it once however many components ask.
    if (!skipped) return feed.follow(flow)
    const filtered: NoticeSource = {
      on: (type, listener) =>
        flow.on(type, (event: NoticeEmitted) => {
          if (!skipped.split(',').includes(event.code)) listener(event)
        }),
    }
    return feed.follow(filtered)
  }, [feed, flow, skipped])
}
