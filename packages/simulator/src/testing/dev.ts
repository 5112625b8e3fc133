import { devSurfaceRequest } from '../dev/same-origin'
import type { Simulator } from '../simulator'

/** Calls the dev surface in-process and returns its envelope's value. */
export async function dev(simulator: Simulator, path: string, body?: unknown): Promise<unknown> {
  const response = await simulator.fetch(devSurfaceRequest(path, body))
  const envelope = (await response.json()) as { success: boolean; value?: unknown; message: string }
  if (!envelope.success) throw new Error(`dev ${path}: ${envelope.message}`)
  return envelope.value
}
