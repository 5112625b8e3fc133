import { PageLoadError } from './pageLoadError'

/** Spec §9: a script or style chunk that has not arrived after two minutes counts as failed. */
const chunkTimeoutMs = 120_000

/**
 * A chunk's download with the spec's time-out, failing as a PageLoadError either way, so the page around it
 * offers a retry. Used for page groups and for the pages nested in them (the member and agent centres' pages).
 */
export function loadChunk<T>(name: string, load: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadError(`${name} timed out`)), chunkTimeoutMs)
    load()
      .then(resolve, (cause: unknown) => reject(new PageLoadError(`${name} failed to load`, { cause })))
      .finally(() => clearTimeout(timer))
  })
}
