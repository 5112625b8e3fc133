/** A page group's chunk failed to download or timed out; the page offers a retry. */
export class PageLoadError extends Error {
  override name = 'PageLoadError'
}
