import { useSyncExternalStore } from 'react'
import { earlyBanner, earlyBannerEvent } from './earlyResponses'

const subscribe = (onChange: () => void) => {
  window.addEventListener(earlyBannerEvent, onChange)
  return () => window.removeEventListener(earlyBannerEvent, onChange)
}

/**
 * The first banner of `group` that index.html preloaded, also when its address arrives after the component's first
 * render (the app can draw a page before the status and announcements answers are read): the placeholder then
 * paints the picture at once instead of waiting for the announcements flow and the carousel's chunk.
 */
export function useEarlyBanner(group: string | undefined): string | undefined {
  return useSyncExternalStore(subscribe, () => (group === undefined ? undefined : earlyBanner(window, group)))
}
