import { loadChunk } from '../components/PageFailure/chunkTimeout'
import type { PageModule, PageProps } from '../pages/pageTypes'
import { type LazyLoader, lazyLoader } from '../platform/readyLazy'
import { type PageGroup, pageGroups } from '../routes'

const pages = new Map<PageGroup, LazyLoader<PageProps>>()

/** The loader of a group's page, created once so React keeps its loaded state between visits. */
export function lazyPage(group: PageGroup): LazyLoader<PageProps> {
  let page = pages.get(group)
  if (!page) {
    page = lazyLoader(() => loadChunk(group, pageGroups[group]))
    pages.set(group, page)
  }
  return page
}

let lastPreloaded = ''

/**
 * Starts the download of a location's page group, and of the page inside it where the group is a frame (a page
 * module's `preloadFor`), before the page renders: while a stored token's member loads, say.
 */
export function preloadPage(group: PageGroup, params: PageProps['params']): void {
  const key = `${group} ${params.page ?? ''}`
  if (key === lastPreloaded) return
  lastPreloaded = key
  lazyPage(group)
    .preload()
    .then((module) => (module as PageModule).preloadFor?.(params))
    // A failed download fails again when the page renders, which shows the page's failure and its retry.
    .catch(() => undefined)
}

/** React.lazy remembers a failed load for good; forgetting the component lets a retry download again. */
export function forgetPage(group: PageGroup): void {
  pages.delete(group)
}
