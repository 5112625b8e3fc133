import type { NoticeCode, NoticeEmitted } from '@portal/core'
import { useSharedInstance } from '@portal/react'
import { useEffect } from 'react'
import { type NoticeSource, noticeFeedFlow } from './noticeFeed'

/**
 * Shows a flow's notices as toasts for as long as the flow's screen is mounted (and after, until dismissed).
 * `shownInPlace` names the notices the screen already says itself, which would otherwise be said twice.
 */
export function useFlowNotices(
  flow: NoticeSource | undefined,
  shownInPlace: readonly NoticeCode[] = [],
): void {
  const feed = useSharedInstance(noticeFeedFlow)
  const skipped = shownInPlace.join()
  useEffect(() => {
    if (!flow) return
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
