import { createContext, useContext, useEffect } from 'react'
import type { NoticeFeed, NoticeSource } from './noticeFeed'

export const NoticeFeedContext = createContext<NoticeFeed | null>(null)

/** Shows a flow's notices as toasts for as long as the flow's screen is mounted (and after, until dismissed). */
export function useFlowNotices(flow: NoticeSource | undefined): void {
  const feed = useContext(NoticeFeedContext)
  useEffect(() => (feed && flow ? feed.follow(flow) : undefined), [feed, flow])
}
