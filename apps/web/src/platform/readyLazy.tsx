import { type ComponentType, type LazyExoticComponent, lazy, useMemo } from 'react'

/** A lazily loaded component that can be asked for before it renders (`ReadyLazy` renders it). */
export interface LazyLoader<P extends object> {
  /** Starts the download (once). */
  preload(): Promise<{ default: ComponentType<P> }>
  /** The module's component once it has arrived. */
  readonly ready: ComponentType<P> | undefined
  readonly lazy: LazyExoticComponent<ComponentType<P>>
}

export function lazyLoader<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyLoader<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const loader: { -readonly [K in keyof LazyLoader<P>]: LazyLoader<P>[K] } = {
    ready: undefined,
    preload() {
      loading ??= load().then((module) => {
        loader.ready = module.default
        return module
      })
      return loading
    },
    lazy: lazy(() => loader.preload()),
  }
  return loader
}

/**
 * A loader's component: at once if its module has already arrived, else through React.lazy. React.lazy suspends
 * on its first render even when the module is there: its fallback shows, and React holds back the content that
 * replaces a fallback for 300 ms (FALLBACK_THROTTLE_MS) — on a signed-in page opened afresh, once for the page
 * and once for a centre's inner page.
 */
export function ReadyLazy<P extends object>({ loader, props }: { loader: LazyLoader<P>; props: P }) {
  // Chosen once per loader: switching from the lazy wrapper to the module's component would remount the page.
  const Component = useMemo<ComponentType<P>>(() => loader.ready ?? loader.lazy, [loader])
  return <Component {...props} />
}
