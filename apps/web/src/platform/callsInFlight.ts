import type { Transport } from '@portal/core'

let inFlight = 0
let waiting: (() => void)[] = []

/** The transport, counting the calls that wait for their answer (what `whenCallsQuiet` waits for). */
export function countCalls(transport: Transport): Transport {
  return (request) => {
    inFlight++
    return transport(request).finally(() => {
      inFlight--
      if (inFlight > 0) return
      const done = waiting
      waiting = []
      for (const resolve of done) resolve()
    })
  }
}

/** Resolves once no call of the portal is waiting for its answer: the page's content has arrived. */
export function whenCallsQuiet(): Promise<void> {
  return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))
}
