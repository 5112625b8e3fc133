import type { ApiClient } from '../api/client'

export interface PendingCall {
  name: string
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/**
 * An API client whose answers a test scripts: rows named in `immediate` answer at once, every other call waits
 * in `pending` until the test settles it. A call whose state was left (its signal aborted) drops out: it is no
 * longer anyone's to answer.
 */
export function scriptedApi(pending: PendingCall[], immediate: Record<string, unknown> = {}): ApiClient {
  const call = ({ name }: { name: string }, _input: unknown, options?: { signal?: AbortSignal }) => {
    if (name in immediate) return Promise.resolve(immediate[name])
    return new Promise((resolve, reject) => {
      const entry = { name, resolve, reject }
      pending.push(entry)
      options?.signal?.addEventListener('abort', () => {
        const index = pending.indexOf(entry)
        if (index >= 0) pending.splice(index, 1)
      })
    })
  }
  return { call } as unknown as ApiClient
}
