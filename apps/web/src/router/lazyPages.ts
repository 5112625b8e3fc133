import { useEffect, useState } from 'react'
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

const preloads = new Map<string, Promise<void>>()
const preloaded = new Set<string>()

const keyOf = (group: PageGroup, params: PageProps['params']) => `${group} ${params.page ?? ''}`

/**
 * Starts the download of a location's page group, and of the page inside it where the group is a frame (a page
 * module's `preloadFor`), before the page renders: while a stored token's member loads, say. Settles once both
 * have arrived or one has failed (the page then shows its failure and its retry when it renders).
 */
export function preloadPage(group: PageGroup, params: PageProps['params']): Promise<void> {
  const key = keyOf(group, params)
  let loading = preloads.get(key)
  if (!loading) {
    loading = lazyPage(group)
      .preload()
      .then((module) => (module as PageModule).preloadFor?.(params))
      .catch(() => undefined)
      .then(() => {
        preloaded.add(key)
      })
    preloads.set(key, loading)
  }
  return loading
}

/**
 * Whether the location's page can render at once: its modules have arrived (or failed). Until then the router
 * shows its loading cover itself rather than a Suspense fallback: React holds back the content that replaces a
 * fallback for 300 ms after it showed, and a signed-in page opened afresh waited that long for nothing.
 */
export function usePageLoaded(group: PageGroup, params: PageProps['params'], wanted: boolean): boolean {
  const key = keyOf(group, params)
  const [arrived, setArrived] = useState<string | null>(null)
  const loaded = arrived === key || preloaded.has(key)
  if (wanted && !loaded) void preloadPage(group, params)
  useEffect(() => {
    if (!wanted || loaded) return
    let live = true
    void preloadPage(group, params).then(() => {
      if (live) setArrived(key)
    })
    return () => {
      live = false
    }
  }, [wanted, loaded, key, group, params])
  return loaded
}

/** React.lazy remembers a failed load for good; forgetting the component lets a retry download again. */
export function forgetPage(group: PageGroup): void {
  pages.delete(group)
  for (const key of preloads.keys())
    if (key.startsWith(`${group} `)) {
      preloads.delete(key)
      preloaded.delete(key)
    }
}
