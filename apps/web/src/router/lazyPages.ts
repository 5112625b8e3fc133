import { type LazyExoticComponent, lazy } from 'react'
import { PageLoadError } from '../components/PageFailure/pageLoadError'
import type { PageComponent, PageModule } from '../pages/pageTypes'
import { type PageGroup, pageGroups } from '../routes'

/** Spec §9: a script or style chunk that has not arrived after two minutes counts as failed. */
const chunkTimeoutMs = 120_000

const pages = new Map<PageGroup, LazyExoticComponent<PageComponent>>()

/** The lazy component of a group, created once so React keeps its loaded state between visits. */
export function lazyPage(group: PageGroup): LazyExoticComponent<PageComponent> {
  let page = pages.get(group)
  if (!page) {
    page = lazy(() => loadWithTimeout(group))
    pages.set(group, page)
  }
  return page
}

/** React.lazy remembers a failed load for good; forgetting the component lets a retry download again. */
export function forgetPage(group: PageGroup): void {
  pages.delete(group)
}

function loadWithTimeout(group: PageGroup): Promise<PageModule> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadError(`${group} timed out`)), chunkTimeoutMs)
    pageGroups[group]()
      .then(resolve, (cause: unknown) => reject(new PageLoadError(`${group} failed to load`, { cause })))
      .finally(() => clearTimeout(timer))
  })
}
