import type { Simulator } from '../simulator'

/** Calls the dev surface in-process and returns its envelope's value. */
export async function dev(simulator: Simulator, path: string, body?: unknown): Promise<unknown> {
  const response = await simulator.fetch(
    new Request(`http://sim.test/__sim${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    }),
  )
  const envelope = (await response.json()) as { success: boolean; value?: unknown; message: string }
  if (!envelope.success) throw new Error(`dev ${path}: ${envelope.message}`)
  return envelope.value
}
