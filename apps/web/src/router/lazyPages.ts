import { type LazyExoticComponent, lazy } from 'react'
import { loadChunk } from '../components/PageFailure/chunkTimeout'
import type { PageComponent } from '../pages/pageTypes'
import { type PageGroup, pageGroups } from '../routes'

const pages = new Map<PageGroup, LazyExoticComponent<PageComponent>>()

/** The lazy component of a group, created once so React keeps its loaded state between visits. */
export function lazyPage(group: PageGroup): LazyExoticComponent<PageComponent> {
  let page = pages.get(group)
  if (!page) {
    page = lazy(() => loadChunk(group, pageGroups[group]))
    pages.set(group, page)
  }
  return page
}

/** React.lazy remembers a failed load for good; forgetting the component lets a retry download again. */
export function forgetPage(group: PageGroup): void {
  pages.delete(group)
}
